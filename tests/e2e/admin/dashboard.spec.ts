import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { section, signIn, STAFF, staffDate } from './staff';
import { bookableSlots, bookAnotherTime, chooseDate, dayButton, fillDetails, inZone, openBooking, slotButton, slotForLane, toast, visitorFor } from '../booking/booking-helpers';

const ZONE = 'Africa/Cairo';

test.use({ timezoneId: ZONE });
// Each test drives two pages through several round trips against the local cloud.
test.setTimeout(90_000);

/** Clicks a save button and waits for the API to accept the change. */
async function save(page: Page, button: string, path: string) {
  const saved = page.waitForResponse((response) => response.url().endsWith(path) && response.request().method() === 'PUT');
  await page.getByRole('button', { name: button }).click();
  expect((await saved).status()).toBe(200);
}

test('staff sign in, see a booking made on the public page, cancel it, the slot returns, then sign out', async ({ page: visitorPage, context, cloud, expectAccessible }) => {
  const { slot } = await slotForLane(cloud.baseUrl, 11);
  const visitor = inZone(slot.start, ZONE);
  const details = visitorFor('admin-cancel');

  await openBooking(visitorPage);
  await chooseDate(visitorPage, visitor);
  await slotButton(visitorPage, visitor).click();
  await fillDetails(visitorPage, details);
  await visitorPage.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(toast(visitorPage, 'Booking Confirmed! ✨')).toBeVisible();
  await bookAnotherTime(visitorPage);
  await chooseDate(visitorPage, visitor);
  await expect(slotButton(visitorPage, visitor)).toHaveCount(0);

  const staff = await context.newPage();
  await signIn(staff);
  await expectAccessible();
  const row = staff.getByRole('listitem').filter({ hasText: details.email });
  await expect(row).toContainText(`${staffDate(slot.date)} · ${slot.time}`);
  await row.getByRole('button', { name: /^Details/ }).click();
  await expect(staff.getByRole('dialog')).toContainText(details.subject);
  // Its reminder e-mails, a day and an hour before, each with its time in the business zone.
  const reminders = staff.getByRole('dialog').getByRole('list', { name: 'Reminder e-mails' }).getByRole('listitem');
  await expect(reminders).toHaveText([/^1 day before · .+ \(Africa\/Cairo\)Scheduled$/, /^1 hour before · .+ \(Africa\/Cairo\)Scheduled$/]);
  await staff.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: /^Cancel/ }).click();
  await staff.getByRole('dialog').getByLabel('Reason (included in the e-mails)').fill('The team is travelling');
  await staff.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(toast(staff, 'Booking cancelled')).toBeVisible();
  await expect(row).toContainText('cancelled');

  // The open booking page gets the slot back without a reload (how soon is the realtime benchmark's to measure).
  await expect(slotButton(visitorPage, visitor)).toBeVisible({ timeout: 15_000 });

  // The customer's cancellation carries a METHOD:CANCEL update of the same event.
  await expect
    .poll(async () => {
      const { emails } = (await (await fetch(`${cloud.sesUrl}/store`)).json()) as { emails: { subject: string; destination: { to: string[] }; attachments: { content: string }[] }[] };
      const mail = emails.find((email) => email.destination.to.some((to) => to.includes(details.email)) && email.subject.startsWith('Consultation cancelled'));
      return mail ? Buffer.from(mail.attachments[0]?.content ?? '', 'base64').toString('utf8') : '';
    }, { timeout: 15_000 })
    .toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:1/);

  await section(staff, 'Audit log').click();
  await expect(staff.getByRole('list', { name: 'Audit log' })).toContainText(`cancelled ${details.name}`);

  await staff.getByRole('button', { name: 'Sign out' }).click();
  await expect(staff).toHaveURL(/\/admin\/auth$/);
  await staff.goto('/admin/dashboard');
  await expect(staff).toHaveURL(/\/admin\/auth$/);
  await expect(staff.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a saved block alone opens its weekday, and the change reaches an open booking page without a reload', async ({ page: visitorPage, context, cloud, expectAccessible }) => {
  // A Saturday inside the horizon: not a working day in the seed, so it has no slots until staff open it.
  const saturday = new Date(Date.now() + 3 * 86_400_000);
  while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
  const day = inZone(`${saturday.toISOString().slice(0, 10)}T10:00:00Z`, ZONE);

  await openBooking(visitorPage);
  for (let step = 0; step < 2 && (await visitorPage.locator('#booking-month-title').textContent()) !== day.monthTitle; step++) {
    await visitorPage.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(dayButton(visitorPage, day.longDate)).toHaveAttribute('aria-disabled', 'true');

  const staff = await context.newPage();
  await signIn(staff);
  await section(staff, 'Availability').click();
  await staff.getByRole('button', { name: 'Add a block on Saturday' }).click();
  await save(staff, 'Save availability', '/api/admin/calendar/blocks');

  // No other setting to tick: the block is the working time. The open page hears of it through the realtime channel,
  // which a busy machine (this suite on 2 cores) can hold up for seconds.
  await expect(dayButton(visitorPage, day.longDate)).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
  await section(staff, 'Settings').click();
  await expectAccessible(undefined, staff);
  await expect(staff.getByRole('checkbox', { name: 'Saturday' })).toHaveCount(0);

  // Put the seed back for the other tests: the day offers nothing again, and the open page hears of it.
  await section(staff, 'Availability').click();
  await staff.getByRole('button', { name: 'Remove Saturday block 1' }).click();
  await save(staff, 'Save availability', '/api/admin/calendar/blocks');
  await expect.poll(async () => (await bookableSlots(cloud.baseUrl, day.date, day.date)).length, { timeout: 15_000 }).toBe(0);
  await expect(dayButton(visitorPage, day.longDate)).toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
});

test('sign-in page and dashboard are accessible on a phone', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/auth');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
  await expectAccessible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('You must provide either an email or phone number and a password');
  await signIn(page);
  await expectAccessible();
});

test('the sign-in page starts without waiting for a paint it never makes, and names a wrong password', async ({ page }) => {
  // With the page's timers held, only the start for pages without prerendered markup can run the app (the 3 s
  // fallback timer cannot), so React rendering into the page proves the staff pages no longer open blank for 3 s.
  // The page is ready (`data-hydrated`) only once its lazy chunk is revealed, which takes React's timers: the
  // navigation is awaited after the clock runs again.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  const navigation = page.goto('/admin/auth');
  await expect(page.locator('head script[type="module"][src*="/assets/"]')).toBeAttached();
  await expect(page.locator('#root > *')).toBeAttached();
  await page.clock.resume();
  await navigation;
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('textbox', { name: 'E-mail' }).fill(STAFF.email);
  await page.getByLabel('Password').fill('Not-The-Password-1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not correct, or the account is disabled.');
  await expect(page).toHaveURL(/\/admin\/auth$/);
});
