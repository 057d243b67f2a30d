import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { chooseDate, fillDetails, inZone, openBooking, slotButton, slotForLane, toast, visitorFor, type Slot } from './booking-helpers';

test.use({ timezoneId: 'America/Sao_Paulo' });
const zone = 'America/Sao_Paulo';

/** Opens the info step for the slot, with the details filled in. */
async function readyToSubmit(page: Page, slot: Slot, tag: string) {
  const visitor = inZone(slot.start, zone);
  await openBooking(page);
  await chooseDate(page, visitor);
  await slotButton(page, visitor).click();
  const person = visitorFor(tag);
  await fillDetails(page, person);
  return person;
}

function answer(status: number, code: string, title: string, message: string) {
  return { status, contentType: 'application/json', body: JSON.stringify({ error: { code, title, message } }) };
}

const serverErrors = [
  {
    name: 'a missing date or time',
    response: answer(400, 'MISSING_DATETIME', 'Invalid Selection', 'Please select both a date and time for your consultation.'),
    title: 'Invalid Selection',
    text: 'Please select both a date and time for your consultation.',
    code: 'MISSING_DATETIME',
  },
  {
    name: 'a slot that is no longer bookable',
    response: answer(409, 'SLOT_UNAVAILABLE', 'Time Slot Unavailable', 'x'),
    title: 'Time Slot Unavailable',
    text: 'This time slot has just been booked by another user. Please select a different time.',
    code: 'SLOT_UNAVAILABLE',
  },
  {
    name: 'a slot booked meanwhile',
    response: answer(409, 'DUPLICATE_BOOKING', 'Booking Conflict', 'This time slot has already been booked. Please select a different time.'),
    title: 'Booking Conflict',
    text: 'This time slot has already been booked. Please select a different time.',
    code: 'DUPLICATE_BOOKING',
  },
  {
    name: 'too many bookings from one client address',
    response: answer(429, 'RATE_LIMITED', 'Too Many Requests', 'x'),
    title: 'Too Many Requests',
    text: 'You are sending requests too quickly. Please wait a few minutes and try again.',
    code: 'RATE_LIMITED',
  },
  {
    name: 'any other refusal',
    response: answer(503, 'SERVICE_UNAVAILABLE', 'Temporarily Unavailable', 'The service is busy right now. Nothing was lost: please try again in a moment.'),
    title: 'Booking Failed',
    text: 'Failed to create booking: The service is busy right now. Nothing was lost: please try again in a moment.',
    code: 'SERVICE_UNAVAILABLE',
  },
  {
    name: 'a server failure',
    response: answer(500, 'INTERNAL', 'Booking Error', 'We apologize for the inconvenience. Please contact us directly.'),
    title: 'Booking Error',
    text: 'We apologize for the inconvenience. Please contact us directly.',
    code: 'INTERNAL',
  },
];

for (const [index, failure] of serverErrors.entries()) {
  test(`${failure.name} shows the '${failure.title}' toast`, async ({ page, cloud }) => {
    const { slot } = await slotForLane(cloud.baseUrl, 4, index);
    await page.route('**/api/bookings', (route) => route.fulfill(failure.response));
    await readyToSubmit(page, slot, `error${index}`);
    await page.getByRole('button', { name: 'Book Consultation' }).click();
    const shown = toast(page, failure.title);
    await expect(shown).toContainText(failure.text);
    await expect(shown).toContainText(`Error Code: ${failure.code}`);
    await shown.getByRole('button', { name: /close/i }).click();
    await expect(shown).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Book Consultation' })).toBeEnabled();
  });
}

test('a slot taken while the visitor types is caught by the live check before submitting', async ({ page, cloud }) => {
  const { slot } = await slotForLane(cloud.baseUrl, 4, 6);
  const person = await readyToSubmit(page, slot, 'taken');
  const response = await fetch(`${cloud.baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...person, email: `other.${Date.now()}@example.com`, phoneCountryCode: '+1', guests: [], date: slot.date, time: slot.time, timezone: zone }),
  });
  expect(response.status).toBe(201);
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('/api/bookings') && posts.push(request.url()));
  await page.getByRole('button', { name: 'Book Consultation' }).click();
  const shown = toast(page, 'Time Slot Unavailable');
  await expect(shown).toContainText('This time slot has just been booked by another user. Please select a different time.');
  await expect(shown).toContainText('Error Code: SLOT_TAKEN');
  expect(posts).toEqual([]);
});

test('a lost answer and a retry book once, and the toast sits bottom left', async ({ page, cloud }) => {
  const { slot } = await slotForLane(cloud.baseUrl, 4, 8);
  const keys: string[] = [];
  let first = true;
  await page.route('**/api/bookings', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (!first) return route.continue();
    first = false;
    await route.fetch(); // the server books it, but the answer never reaches the page
    await route.abort('connectionreset');
  });
  await readyToSubmit(page, slot, 'retry');
  await page.getByRole('button', { name: 'Book Consultation' }).dblclick();
  const failed = toast(page, 'Booking Error');
  // The answer is lost only after the server has booked the slot (route.fetch above), which a busy machine's
  // DynamoDB Local can take several seconds to do.
  await expect(failed).toContainText('Error Code: SUBMISSION_ERROR', { timeout: 20_000 });
  expect(keys).toHaveLength(1);

  await page.getByRole('button', { name: 'Book Consultation' }).click();
  const confirmed = toast(page, 'Booking Confirmed! ✨');
  await expect(confirmed).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[\x21-\x7e]{16,}$/);

  const box = (await confirmed.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeLessThan(viewport.width / 2);
  expect(box.y).toBeGreaterThan(viewport.height / 2);
});

test('a toast leaves by itself after 5 s', async ({ page, cloud }) => {
  const { slot } = await slotForLane(cloud.baseUrl, 4, 5);
  await page.clock.install();
  await page.route('**/api/bookings', (route) => route.fulfill(serverErrors.find((entry) => entry.name === 'any other refusal')!.response));
  await readyToSubmit(page, slot, 'dismiss');
  await page.mouse.move(0, 0);
  // From here the page's timers only move when the test advances them.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Book Consultation' }).press('Enter');
  const shown = toast(page, 'Booking Failed');
  for (let step = 0; step < 100 && !(await shown.isVisible()); step++) await page.clock.runFor(50);
  await expect(shown).toBeVisible();
  await page.clock.runFor(4700);
  await expect(shown).toBeVisible();
  await page.clock.runFor(600);
  await expect(shown).toHaveCount(0);
});
