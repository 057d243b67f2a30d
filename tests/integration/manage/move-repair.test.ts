import { beforeAll, describe, expect, it } from 'vitest';
import type { SlotDto } from '../../../shared/booking/schemas';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { readSecret } from '../../../lambdas/lib/secrets';
import { signManageToken } from '../../../lambdas/manage-booking/manage-token';
import { BookingMoveStore } from '../../../lambdas/manage-booking/move-store';
import { notifyBookingRescheduled } from '../../../lambdas/manage-booking/notify-reschedule';
import { notifyBookingCancelled } from '../../../lambdas/notifications/notify-cancellation';
import type { MeetingEvent } from '../../../lambdas/notifications/meet-link';
import { dependencies } from '../../../lambdas/notifications/process-booking-stream';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { bookingBody, bookingStore, byDate, getAvailability, postBooking, resetCalendar } from '../booking/helpers';
import { cloud } from '../../support/cloud';

const moves = () => new BookingMoveStore(dynamo(), tableName('bookings'));
let days: SlotDto[][] = [];

async function book(slot: SlotDto) {
  const response = await postBooking(bookingBody(slot));
  expect(response.status).toBe(201);
  const id: string = response.body.booking.id;
  return { id, token: signManageToken(await readSecret('bookingToken'), id, Date.parse(slot.end)) };
}

async function call(path: string, body?: unknown) {
  const response = await fetch(`${cloud.baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

async function entriesOf(date: string) {
  return (await bookingStore().readDays([date])).get(date)!.bookings;
}

beforeAll(async () => {
  await resetCalendar();
  // Dates the other manage tests leave alone (they start at the ninth bookable date).
  days = [...byDate((await getAvailability()).slots).values()].slice(2, 8);
});

describe('moving a booking', () => {
  it('on the same date moves the entry in one write: one entry, old slot free, new slot held', async () => {
    const [day] = days;
    const { id, token } = await book(day[0]);
    const target = day[day.length - 1];
    const response = await call(`/api/bookings/${id}/reschedule?token=${token}`, { date: target.date, time: target.time });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const entries = Object.values(await entriesOf(target.date)).filter((entry) => entry.id === id);
    expect(entries).toEqual([expect.objectContaining({ time: target.time, status: 'confirmed', sequence: 1 })]);
    expect(await bookingStore().getClaim(`${day[0].date}T${day[0].time}`)).toBeUndefined();
    expect(await bookingStore().getClaim(`${target.date}T${target.time}`)).toMatchObject({ bookingId: id });
  });

  it('settles a move whose request died after taking the new slot: the move is finished, the old slot released', async () => {
    const [, from, to] = days;
    const { id, token } = await book(from[1]);
    const target = to[1];
    const record = (await bookingStore().getBooking(id))!;
    // What a request leaves behind when it dies between steps 2 and 3: the lock (lease over) and the new entry.
    expect(await moves().begin(id, record, { id: 'dead-request', date: target.date, time: target.time, sequence: 1, until: Date.now() - 1 }, Date.now())).toBe(true);
    await bookingStore().claimSlot(`${target.date}T${target.time}`, id, Date.now(), Math.floor(Date.now() / 1000) + 86_400);
    const day = (await bookingStore().readDays([target.date])).get(target.date)!;
    expect(await bookingStore().commitToDay(day, { id, date: target.date, time: target.time, start: target.start, end: target.end, duration: record.duration, status: 'confirmed', createdAt: record.createdAt, sequence: 1 })).toBe('committed');

    const opened = await call(`/api/bookings/${id}?token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body.booking).toMatchObject({ date: target.date, time: target.time });
    expect((await entriesOf(from[1].date))[id]).toBeUndefined();
    expect(await bookingStore().getClaim(`${from[1].date}T${from[1].time}`)).toBeUndefined();
    expect(await bookingStore().getBooking(id)).toMatchObject({ sequence: 1, previousDate: from[1].date, previousTime: from[1].time });
  });

  it('drops the lock of a move whose request died before taking a slot; the booking keeps its slot and can move', async () => {
    const [, , , from, to] = days;
    const { id, token } = await book(from[2]);
    const record = (await bookingStore().getBooking(id))!;
    await moves().begin(id, record, { id: 'dead-request', date: to[2].date, time: to[2].time, sequence: 1, until: Date.now() - 1 }, Date.now());
    const opened = await call(`/api/bookings/${id}?token=${token}`);
    expect(opened.body.booking).toMatchObject({ date: from[2].date, time: from[2].time, status: 'confirmed' });
    expect((await bookingStore().getBooking(id)) as object).not.toHaveProperty('move');
    const moved = await call(`/api/bookings/${id}/reschedule?token=${token}`, { date: to[2].date, time: to[2].time });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });

  it('keeps a slot that a move in flight has claimed from a new booking: no takeover, the claim stays the mover\'s', async () => {
    const day = days[4];
    const { id } = await book(day[4]);
    const target = day[6];
    const slotKey = `${target.date}T${target.time}`;
    // A reschedule between its claim and its DAY commit: it holds the new slot's claim and still occupies its old slot.
    await bookingStore().claimSlot(slotKey, id, Date.now(), Math.floor(Date.now() / 1000) + 86_400);
    try {
      const response = await postBooking(bookingBody(target));
      expect(response).toMatchObject({ status: 409, body: { error: { code: 'DUPLICATE_BOOKING' } } });
      expect(await bookingStore().getClaim(slotKey)).toMatchObject({ bookingId: id });
    } finally {
      // The move never commits here: give the slot back so other suites on this date can book it.
      await bookingStore().releaseSlot(slotKey, id);
    }
  });

  it('refuses a second move while one is in flight', async () => {
    const [, , , , , day] = days;
    const { id, token } = await book(day[0]);
    const record = (await bookingStore().getBooking(id))!;
    await moves().begin(id, record, { id: 'live-request', date: day[2].date, time: day[2].time, sequence: 1, until: Date.now() + 30_000 }, Date.now());
    const response = await call(`/api/bookings/${id}/reschedule?token=${token}`, { date: day[3].date, time: day[3].time });
    expect(response).toMatchObject({ status: 409, body: { error: { code: 'SLOT_UNAVAILABLE', title: 'Booking Changed' } } });
    expect(await bookingStore().getBooking(id)).toMatchObject({ date: day[0].date, time: day[0].time });
  });

  it('moves, then cancels, the meeting event where one was created, once each', async () => {
    const from = days[1][days[1].length - 2];
    const to = days[2][days[2].length - 2];
    const { id, token } = await book(from);
    let record = (await bookingStore().getBooking(id))!;
    for (let wait = 0; wait < 50 && !record.meetLink; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      record = (await bookingStore().getBooking(id))!;
    }
    await bookingStore().putBooking({ ...record, meetLinkStatus: 'created', meetLink: 'https://meet.google.com/abc-defg-hij', calendarEventId: 'event-1' });
    expect((await call(`/api/bookings/${id}/reschedule?token=${token}`, { date: to.date, time: to.time })).status).toBe(200);
    // The runtime's consumer has no meeting provider: it sends the e-mails and leaves the event to one that has.
    await waitForEmails(cloud.sesUrl, (mail) => sentTo(record.email)(mail) && /moved/i.test(mail.subject));

    const calls: [string, MeetingEvent][] = [];
    const meetLinks = {
      name: 'fake',
      create: () => Promise.reject(new Error('unused')),
      move: async (event: MeetingEvent) => void calls.push(['move', event]),
      cancel: async (event: MeetingEvent) => void calls.push(['cancel', event]),
    };
    const deps = { ...dependencies(), meetLinks };
    await notifyBookingRescheduled(deps, moves(), id, 1);
    await notifyBookingRescheduled(deps, moves(), id, 1);
    const event = { calendarEventId: 'event-1', start: to.start, end: to.end, businessTimezone: 'Africa/Cairo' };
    expect(calls).toEqual([['move', event]]);

    const cancelled = await call(`/api/bookings/${id}/cancel?token=${signManageToken(await readSecret('bookingToken'), id, Date.parse(to.end))}`, {});
    expect(cancelled.status).toBe(200);
    await waitForEmails(cloud.sesUrl, (mail) => sentTo(record.email)(mail) && /cancelled/i.test(mail.subject));
    await notifyBookingCancelled(deps, id);
    await notifyBookingCancelled(deps, id);
    expect(calls).toEqual([['move', event], ['cancel', event]]);
  });
});
