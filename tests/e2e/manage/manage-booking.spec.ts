import { expect, test } from '../fixtures';
import { chooseDate, inZone, openBooking, slotButton, slotForLane, toast } from '../booking/booking-helpers';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { phone } from '../shell/helpers';

test.use({ timezoneId: 'Europe/London' });

/** Books `slot` as a visitor in London would, through the API (the page under test is the manage page). */
async function bookThroughApi(baseUrl: string, slot: { date: string; time: string }, visitor: { name: string; email: string; subject: string }) {
  const booked = await fetch(`${baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      date: slot.date, time: slot.time, ...visitor, phone: '2025550143', phoneCountryCode: '+1', country: 'United States',
      company: 'Analytical Engines', role: 'CTO', guests: [], timezone: 'Europe/London',
    }),
  });
  expect(booked.status).toBe(201);
}

test('book, open the link from the e-mail, reschedule, cancel; another booking page sees each slot come back without reload', async ({ page, context, cloud, expectAccessible }) => {
  test.setTimeout(90_000);
  // The new slot lies on a later date, so both calendars reach it by moving forward.
  const { slot: first } = await slotForLane(cloud.baseUrl, 14);
  const { slot: second } = await slotForLane(cloud.baseUrl, 13);
  const email = `manage.${Date.now()}@example.com`;
  await bookThroughApi(cloud.baseUrl, first, { name: 'Ada Manage', email, subject: 'Moving our meeting' });
  const [confirmation] = await waitForEmails(cloud.sesUrl, sentTo(email));
  const link = /href="([^"]*\/booking\/[^"]+)"/.exec(confirmation.body.html ?? '')?.[1].replace(/&amp;/g, '&');
  expect(link).toBeTruthy();

  // Another visitor watches the first booking's day on the public calendar.
  const watcher = await context.newPage();
  const firstSeen = inZone(first.start, 'Europe/London');
  const secondSeen = inZone(second.start, 'Europe/London');
  await openBooking(watcher);
  await chooseDate(watcher, firstSeen);
  await expect(watcher.getByRole('list', { name: /Available times/ })).toBeVisible();
  await expect(slotButton(watcher, firstSeen)).toHaveCount(0);

  await page.addInitScript(() => {
    localStorage.setItem('cookieBannerSeen', 'true');
    localStorage.setItem('callPopupSeen', 'true');
  });
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your consultation' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`${firstSeen.longDate}, ${firstSeen.time}`)).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectAccessible();

  // Reschedule in the same three-step calendar.
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 15_000 });
  await chooseDate(page, secondSeen);
  await slotButton(page, secondSeen).click();
  await expect(page.getByRole('heading', { name: 'Confirm your new time' })).toBeVisible();
  await expectAccessible('#reschedule-calendar');
  await page.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(toast(page, 'Booking moved')).toBeVisible();
  // The page comes back to the booking, which shows the new time.
  await expect(page.getByText(`${secondSeen.longDate}, ${secondSeen.time}`)).toBeInViewport();
  await expect(page).toHaveURL(/token=/);
  // How soon a change reaches an open page is the realtime benchmark's to measure; here it must arrive, unreloaded.
  await expect(slotButton(watcher, firstSeen)).toBeVisible({ timeout: 15_000 });

  // The watcher now looks at the new day: the moved booking's slot is taken there until it is cancelled.
  await watcher.getByRole('button', { name: 'Back' }).click();
  await chooseDate(watcher, secondSeen);
  await expect(watcher.getByRole('list', { name: /Available times/ })).toBeVisible();
  await expect(slotButton(watcher, secondSeen)).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this consultation?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(toast(page, 'Booking cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(slotButton(watcher, secondSeen)).toBeVisible({ timeout: 15_000 });

  await waitForEmails(cloud.sesUrl, (mail) => sentTo(email)(mail) && /moved/i.test(mail.subject));
  await waitForEmails(cloud.sesUrl, (mail) => sentTo(email)(mail) && /cancelled/i.test(mail.subject));
});

test('a link with a wrong token shows no booking', async ({ page, cloud }) => {
  await page.goto(`${cloud.baseUrl}/booking/b-20261201-0f8fad5b-d9cb-469f-a165-70867728950e?token=0.forged`);
  await expect(page.getByText('This link is not valid or has expired.', { exact: false })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use(phone);

  test('after three moves the page says only cancelling is left, and cancelling works, its way on in view above the toast', async ({ page, cloud, expectAccessible }) => {
    test.setTimeout(120_000);
    const { slot: here } = await slotForLane(cloud.baseUrl, 17);
    const { slot: there } = await slotForLane(cloud.baseUrl, 18);
    const email = `moved.thrice.${Date.now()}@example.com`;
    await bookThroughApi(cloud.baseUrl, here, { name: 'Ada Thrice', email, subject: 'Moving a lot' });
    const [confirmation] = await waitForEmails(cloud.sesUrl, sentTo(email), { timeoutMs: 45_000 });
    const link = new URL(/href="([^"]*\/booking\/[^"]+)"/.exec(confirmation.body.html ?? '')![1].replace(/&amp;/g, '&'));
    // Three moves through the API, there and back: the link of the confirmation still opens the booking.
    for (const target of [there, here, there]) {
      const moved = await fetch(`${cloud.baseUrl}/api${link.pathname.replace('/booking/', '/bookings/')}/reschedule${link.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ date: target.date, time: target.time }),
      });
      expect(moved.status).toBe(200);
    }

    await page.addInitScript(() => {
      localStorage.setItem('cookieBannerSeen', 'true');
      localStorage.setItem('callPopupSeen', 'true');
    });
    await page.goto(`${cloud.baseUrl}${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your consultation' })).toBeVisible({ timeout: 20_000 });
    const thereSeen = inZone(there.start, 'Europe/London');
    await expect(page.getByText(`${thereSeen.longDate}, ${thereSeen.time}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'This consultation has already been moved several times. Please cancel it and book a new time, or contact us.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
    await expectAccessible();

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('dialog', { name: 'Cancel this consultation?' }).getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(toast(page, 'Booking cancelled')).toBeVisible();
    // The cancellation ends on the booking, which offers another time; so does the cancellation e-mail.
    await expect(page.getByRole('heading', { name: 'Your cancelled booking' })).toBeFocused();
    await expect(page.getByText('Cancelled', { exact: true })).toBeInViewport();
    const again = page.getByRole('link', { name: 'Book another time' });
    await expect(again).toBeInViewport();
    // On a phone the toast spans the bottom of the screen: the way on sits above it, uncovered.
    const [toastBox, againBox] = [await toast(page, 'Booking cancelled').boundingBox(), await again.boundingBox()];
    expect(againBox!.y + againBox!.height).toBeLessThanOrEqual(toastBox!.y);
    const [cancellation] = await waitForEmails(cloud.sesUrl, (mail) => sentTo(email)(mail) && /cancelled/i.test(mail.subject));
    expect(cancellation.body.text).toContain(`You are welcome to book another time: ${cloud.baseUrl}/calendar`);
    expect(cancellation.body.html).toContain(`href="${cloud.baseUrl}/calendar"`);
    await again.click();
    await expect(page).toHaveURL(`${cloud.baseUrl}/calendar`);
    await expect(page.getByRole('heading', { level: 1, name: "Let's Talk About You" })).toBeVisible();
  });
});
