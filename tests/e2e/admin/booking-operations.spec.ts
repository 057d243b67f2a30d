import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BookingStore, type BookingRecord } from '../../../lambdas/bookings/booking-store';
import { transact } from '../../../lambdas/lib/transaction';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { pastBookingRecord } from '../../support/past-booking';
import { slotForLane, toast } from '../booking/booking-helpers';
import { expect, test, type CloudUrls } from '../fixtures';
import { section, signIn, staffDate } from './staff';

const BUSINESS_ZONE = 'Africa/Cairo';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** A meeting two days ago at 07:15, its DAY entry and BOOKING item written as the booking transaction leaves them. */
async function pastBooking(cloud: CloudUrls, person: { name: string; email: string; company: string }): Promise<BookingRecord> {
  const store = new BookingStore(
    DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: cloud.env.AWS_ENDPOINT_URL_DYNAMODB, region: 'eu-west-1', credentials })),
    'bookings',
    'booking_slots',
  );
  const record = pastBookingRecord(person, { daysAgo: 2, time: '07:15', zone: BUSINESS_ZONE });
  const { id, date, time, start, end, duration, status, createdAt } = record;
  const day = (await store.readDays([date])).get(date)!;
  const outcome = await transact(store.client, [store.putBooking(record), store.changeDay('day', day, { set: [{ id, date, time, start, end, duration, status, createdAt }] })]);
  expect(outcome.committed, 'past booking written').toBe(true);
  return record;
}

test('staff book a meeting for a client from the dashboard, on a phone too, and the client receives the confirmation', async ({ page, cloud, expectAccessible }) => {
  test.setTimeout(90_000);
  const { slot } = await slotForLane(cloud.baseUrl, 5, 11);
  const client = { name: 'Olu Okafor', email: `staff-booked-${Date.now()}@example.com`, company: `Okafor Studio ${randomUUID().slice(0, 6)}` };
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);

  await page.getByRole('button', { name: 'Book for a client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book for a client' });
  await dialog.getByLabel('Date').fill(slot.date);
  await expect(dialog.getByRole('combobox', { name: 'Time', exact: true })).toContainText(slot.time);
  await expect(dialog.getByText(`Free times in ${BUSINESS_ZONE} (GMT+2), the business time zone.`)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Time', exact: true }).selectOption(slot.time);
  await dialog.getByRole('button', { name: 'Book the meeting' }).click();
  // The server's refusal, in words, next to the fields it names.
  await expect(dialog.getByText('Name is required.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name' }).fill(client.name);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(client.email);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('2025550143');
  await dialog.getByRole('textbox', { name: 'Country' }).fill('Nigeria');
  await dialog.getByRole('textbox', { name: 'Company' }).fill(client.company);
  await dialog.getByRole('textbox', { name: 'Role' }).fill('Founder');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Booked by phone with the team');
  await dialog.getByRole('combobox', { name: "Client's time zone" }).selectOption('Africa/Lagos');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible('dialog[open]');
  await dialog.getByRole('button', { name: 'Book the meeting' }).click();

  const details = page.getByRole('dialog', { name: new RegExp(`^${client.name} — ${staffDate(slot.date)}, ${slot.time} GMT\\+\\d`) });
  // The new booking's details say it was made, in place of a toast under the dialog's backdrop.
  await expect(details.getByRole('status')).toContainText(`Booked. The confirmation e-mail with the meeting link is on its way to ${client.email}.`);
  await expect(details).toContainText('by admin@example.com');
  await expect(details).toContainText(`(${BUSINESS_ZONE})`);
  await waitForEmails(cloud.sesUrl, (mail) => sentTo(client.email)(mail) && mail.subject.startsWith('Consultation confirmed'));
});

test('staff mark a past meeting a no-show: the Senders section counts it and the audit log says it in words', async ({ page, cloud }) => {
  test.setTimeout(90_000);
  const person = { name: 'Nadia Absent', email: `no-show-${Date.now()}@example.com`, company: `Absent Co ${randomUUID().slice(0, 6)}` };
  const booking = await pastBooking(cloud, person);
  await signIn(page);

  await page.getByRole('button', { name: 'Past', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or company' }).fill(person.company);
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 booking matching')).toBeVisible();
  const row = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: person.name });
  await expect(row).toContainText(`${staffDate(booking.date)} · 07:15 GMT+2`);
  const attendance = row.getByRole('group', { name: `Attendance of ${person.name} on ${booking.date}` });
  await attendance.getByRole('button', { name: 'No-show' }).click();
  await expect(toast(page, 'Attendance saved')).toBeVisible();
  await expect(attendance.getByRole('button', { name: 'No-show' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row.getByText('No-show', { exact: true }).first()).toBeVisible();

  await section(page, 'Senders').click();
  await expect(page.getByRole('list', { name: 'Addresses with no-shows' }).getByRole('listitem').filter({ hasText: person.email })).toContainText('1 no-show, the latest ended');

  await section(page, 'Audit log').click();
  await expect(page.getByRole('list', { name: 'Audit log' })).toContainText(`Local Admin marked ${person.name} (${person.company})'s meeting of`);
  await expect(page.getByRole('list', { name: 'Audit log' })).toContainText('as a no-show.');
});
