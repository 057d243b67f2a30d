import { readFile } from 'node:fs/promises';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { expect, test } from '../fixtures';
import { bookAnotherTime, chooseDate, fillDetails, inZone, openBooking, slotButton, slotForLane, toast, visitorFor } from './booking-helpers';

const zone = 'Asia/Riyadh';
test.use({ timezoneId: zone });

test('a booking on /calendar ends on its confirmation: both zones, its own meeting link, add to calendar, the manage link, book another time', async ({ page, cloud, expectAccessible }) => {
  test.setTimeout(90_000);
  // Lane 7's other test books its fourth slot and never counts the day's slots.
  const { slot } = await slotForLane(cloud.baseUrl, 7, 10);
  const visitor = inZone(slot.start, zone);
  const business = inZone(slot.start, 'Africa/Cairo');
  await openBooking(page);
  await chooseDate(page, visitor);
  // The zone is named once, above the grid; the slots show their times alone.
  await expect(page.getByText(`Times shown in your timezone: ${zone} (${visitor.zoneName})`)).toBeVisible();
  await expect(slotButton(page, visitor)).toHaveText(visitor.time);
  await slotButton(page, visitor).click();

  // A visitor in Riyadh starts on +966, which also gives the booking its country.
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('SA');
  const person = visitorFor('confirmation');
  await fillDetails(page, person);
  await page.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(toast(page, 'Booking Confirmed! ✨')).toBeVisible();

  const confirmation = page.getByRole('region', { name: 'Your consultation is booked' });
  await expect(confirmation.getByRole('heading', { name: 'Your consultation is booked' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Booking steps' }).getByText('(done)')).toHaveCount(3);
  await expectAccessible('section[aria-labelledby="booking-title"]');
  const end = inZone(slot.end, zone).time;
  await expect(confirmation.getByText(`Your time (${zone})`).locator('xpath=following-sibling::dd')).toHaveText(`${visitor.longDate}, ${visitor.time} – ${end} ${visitor.zoneName}`);
  await expect(confirmation.getByText('Our time (Africa/Cairo)').locator('xpath=following-sibling::dd')).toHaveText(
    `${business.longDate}, ${business.time} – ${inZone(slot.end, 'Africa/Cairo').time} ${business.zoneName}`,
  );
  // The default provider made a Jitsi room of its own with the booking.
  const meeting = confirmation.getByRole('link', { name: /^https:\/\/meet\.jit\.si\/NorthstarConsultation-[0-9a-f]{32}$/ });
  const meetLink = (await meeting.getAttribute('href'))!;
  expect(meetLink).toMatch(/^https:\/\/meet\.jit\.si\/NorthstarConsultation-[0-9a-f]{32}$/);

  const google = new URL((await confirmation.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
  expect(google.searchParams.get('location')).toBe(meetLink);
  expect(google.searchParams.get('dates')).toBe(`${slot.start.replace(/[-:]|\.\d{3}/g, '')}/${slot.end.replace(/[-:]|\.\d{3}/g, '')}`);
  const outlook = new URL((await confirmation.getByRole('link', { name: 'Outlook' }).getAttribute('href'))!);
  expect([outlook.hostname, outlook.searchParams.get('startdt'), outlook.searchParams.get('location')]).toEqual(['outlook.live.com', slot.start, meetLink]);
  const [download] = await Promise.all([page.waitForEvent('download'), confirmation.getByRole('button', { name: 'Download .ics' }).click()]);
  expect(download.suggestedFilename()).toBe('northstar-consultation.ics');
  const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
  expect(ics).toContain(`DTSTART:${slot.start.replace(/[-:]|\.\d{3}/g, '')}`);
  expect(ics).toContain(`LOCATION:${meetLink}`);

  const manageUrl = (await confirmation.getByRole('link', { name: 'Manage booking' }).getAttribute('href'))!;
  expect(manageUrl).toMatch(/\/booking\/b-\d{8}-[0-9a-f-]{36}\?token=/);
  // The e-mail carries the same meeting link and manage link, and nothing else to join.
  const [email] = await waitForEmails(cloud.sesUrl, sentTo(person.email));
  expect(email.body.text).toContain(`Meeting link: ${meetLink}`);
  expect(email.body.text).toContain(manageUrl);
  expect(email.body.text).not.toContain('meet.google.com');

  // "Book another time" starts again at the date; the booked slot is gone.
  await bookAnotherTime(page);
  await chooseDate(page, visitor);
  await expect(slotButton(page, visitor)).toHaveCount(0);

  // The manage link opens the booking.
  await page.goto(manageUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Your consultation' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: meetLink })).toBeVisible();
});
