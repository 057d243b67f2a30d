import { beforeAll, describe, expect, it } from 'vitest';
import { adminBookingDetailResponseSchema, type AdminBookingDetailResponse } from '../../../shared/admin/schemas';
import type { SlotDto } from '../../../shared/booking/schemas';
import { cloud } from '../../support/cloud';
import { fetchEmails, sentTo, waitForEmails } from '../../support/mailbox';
import { eventually } from '../studio/poll';
import { api, staffTokens, type StaffTokens } from '../admin/staff-users';
import { bookingBody, getAvailability, parseIcs, postBooking, uniqueEmail } from './helpers';

/*
 * Reminders end to end on the local cloud: a booking made over HTTP gets its schedules from the outbox, in the
 * Scheduler emulator; the emulator's clock is moved forward through the runtime's control port (no test waits a
 * day), and what its target sends lands in the SES emulator. The tests take slots from the middle of the horizon.
 */

let tokens: StaffTokens;
let pool: SlotDto[];

async function freeSlot(): Promise<SlotDto> {
  if (!pool?.length) {
    const { slots } = await getAvailability();
    const dates = [...new Set(slots.map((slot) => slot.date))].sort();
    const middle = new Set(dates.slice(Math.floor(dates.length / 2), Math.floor(dates.length / 2) + 2));
    pool = slots.filter((slot) => middle.has(slot.date));
  }
  return pool.shift()!;
}

async function bookingDetail(id: string, token = tokens.viewer): Promise<AdminBookingDetailResponse['booking']> {
  const response = await api(`/api/admin/bookings/${id}`, { token });
  expect(response.status).toBe(200);
  return adminBookingDetailResponseSchema.parse(await response.json()).booking;
}

/** Runs the booking's schedules due by `asOf`, as the emulator would at that time; how many it invoked. */
async function runSchedulesDue(bookingId: string, asOf: string): Promise<number> {
  const response = await fetch(`${cloud.controlUrl}/scheduler/run-due`, { method: 'POST', body: JSON.stringify({ asOf, namePrefix: `reminder-${bookingId}` }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { invoked: number }).invoked;
}

beforeAll(async () => {
  tokens = await staffTokens();
});

describe('booking reminders', () => {
  it('reach the customer and each guest at their time, in the customer’s zone, with the meeting and manage links and the invitation', async () => {
    const slot = await freeSlot();
    const guest = uniqueEmail('reminded-guest');
    const body = bookingBody(slot, { guests: [guest], timezone: 'America/New_York' });
    const created = await postBooking(body);
    expect(created.status).toBe(201);
    const id: string = created.body.booking.id;

    const scheduled = await eventually(async () => {
      const booking = await bookingDetail(id);
      expect(booking.reminders.map((reminder) => reminder.status)).toEqual(['scheduled', 'scheduled']);
      return booking.reminders;
    });
    expect(scheduled.map(({ minutesBefore, at }) => ({ minutesBefore, at }))).toEqual([
      { minutesBefore: 1440, at: new Date(Date.parse(slot.start) - 86_400_000).toISOString() },
      { minutesBefore: 60, at: new Date(Date.parse(slot.start) - 3_600_000).toISOString() },
    ]);

    const [confirmation] = await waitForEmails(cloud.sesUrl, (mail) => sentTo(body.email)(mail) && mail.subject.startsWith('Consultation confirmed'));

    // Not yet due: nothing runs a second before the day-before reminder.
    expect(await runSchedulesDue(id, new Date(Date.parse(scheduled[0].at) - 1000).toISOString())).toBe(0);
    expect(await runSchedulesDue(id, scheduled[0].at)).toBe(1);
    const reminders = await waitForEmails(cloud.sesUrl, (mail) => (sentTo(body.email)(mail) || sentTo(guest)(mail)) && mail.subject.startsWith('Reminder'), { count: 2 });
    const meetLink = /Meeting link: (\S+)/.exec(confirmation.body.text ?? '')![1];
    for (const mail of reminders) {
      expect(mail.body.text).toContain('starts in 1 day');
      expect(mail.body.text).toMatch(/Your time: .+ \(GMT-[45], America\/New_York\)/);
      expect(mail.body.text).toContain(`Meeting link: ${meetLink}`);
      expect(mail.body.text).toMatch(new RegExp(`Manage booking: ${cloud.baseUrl}/\\S+`));
      const ics = parseIcs(Buffer.from(mail.attachments[0].content, 'base64').toString('utf8'));
      expect(ics.event.UID).toBe(`${id}@northstar.agency`);
    }
    expect(reminders.filter(sentTo(guest))).toHaveLength(1);
    await eventually(async () => expect((await bookingDetail(id)).reminders.map((reminder) => reminder.status)).toEqual(['sent', 'scheduled']));

    // The schedule was deleted after it ran: it never runs again, and the hour-before one runs at its own time.
    expect(await runSchedulesDue(id, scheduled[0].at)).toBe(0);
    expect(await runSchedulesDue(id, scheduled[1].at)).toBe(1);
    await waitForEmails(cloud.sesUrl, (mail) => sentTo(body.email)(mail) && mail.subject.startsWith('Reminder'), { count: 2 });
    await eventually(async () => expect((await bookingDetail(id)).reminders.map((reminder) => reminder.status)).toEqual(['sent', 'sent']));
  });

  it('never go out for a cancelled booking', async () => {
    const slot = await freeSlot();
    const body = bookingBody(slot);
    const created = await postBooking(body);
    expect(created.status).toBe(201);
    const id: string = created.body.booking.id;
    await eventually(async () => expect((await bookingDetail(id)).reminders).toHaveLength(2));

    const cancelled = await api(`/api/admin/bookings/${id}/cancel`, { method: 'POST', token: tokens.editor, body: {} });
    expect(cancelled.status).toBe(200);
    await eventually(async () => expect((await bookingDetail(id)).reminders.map((reminder) => reminder.status)).toEqual(['cancelled', 'cancelled']));
    expect(await runSchedulesDue(id, slot.start)).toBe(0);
    await waitForEmails(cloud.sesUrl, (mail) => sentTo(body.email)(mail) && mail.subject.startsWith('Consultation cancelled'));
    expect((await fetchEmails(cloud.sesUrl)).filter((mail) => sentTo(body.email)(mail) && mail.subject.startsWith('Reminder'))).toEqual([]);
  });

  it('answers 404 for an unknown booking and 401 without a staff token', async () => {
    expect((await api(`/api/admin/bookings/b-20300101-unknown`, { token: tokens.viewer })).status).toBe(404);
    expect((await api(`/api/admin/bookings/b-20300101-unknown`)).status).toBe(401);
  });
});
