import { expect, test } from '../fixtures';
import { chooseDate, fillDetails, inZone, openBooking, slotButton, slotForLane, toast, visitorFor } from './booking-helpers';

test.use({ timezoneId: 'Europe/London' });

test('a slot booked on one page disappears from another page on the same day, without reload', async ({ page: booker, context, cloud }) => {
  const { slot } = await slotForLane(cloud.baseUrl, 3);
  const visitor = inZone(slot.start, 'Europe/London');
  const watcher = await context.newPage();
  for (const page of [booker, watcher]) {
    await openBooking(page);
    await chooseDate(page, visitor);
  }
  await expect(slotButton(watcher, visitor)).toBeVisible();

  await slotButton(booker, visitor).click();
  await fillDetails(booker, visitorFor('live'));
  await booker.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(toast(booker, 'Booking Confirmed! ✨')).toBeVisible();
  // How soon is measured by the realtime benchmark (docs/benchmarks.md); here the slot must go without a reload.
  await expect(slotButton(watcher, visitor)).toHaveCount(0, { timeout: 15_000 });
});
