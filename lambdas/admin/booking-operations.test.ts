import { describe, expect, it } from 'vitest';
import type { BookingRequest } from '../../shared/booking/schemas';
import { BookingWorld } from '../../tests/support/booking-world';
import { refusal } from '../../tests/support/refusal';
import { ADA } from '../../tests/support/visitor';
import { placeBooking } from '../bookings/place-booking';
import type { Caller } from '../lib/auth';
import { moveBooking } from '../manage-booking/move';
import { bookForClient, markAttendance, rescheduleForClient } from './booking-operations';

/** Monday 2 March 2026, 08:00 in Cairo (UTC+2 then): the seed's calendar books from the next working day. */
const NOW = Date.parse('2026-03-02T06:00:00Z');
const TUESDAY = '2026-03-03';
const WEDNESDAY = '2026-03-04';
const EDITOR: Caller = { userId: 'u-editor', email: 'editor@example.com', role: 'editor' };

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({ date: TUESDAY, time: '10:00', ...ADA, guests: [], theme: 'light', ...overrides });

describe('bookForClient', () => {
  it("books through the visitor's transaction without the per-client limit, keeps who booked, and audits it in words", async () => {
    // One booking a day per client address: a visitor's second booking from one address is refused.
    const world = new BookingWorld({ now: NOW, clientLimit: 1 });
    await placeBooking(world.deps, request({ email: 'first@example.com' }), { clientAddress: '203.0.113.9' });
    expect((await refusal(placeBooking(world.deps, request({ email: 'second@example.com', time: '11:00' }), { clientAddress: '203.0.113.9' }))).code).toBe('RATE_LIMITED');

    const booked = await Promise.all(
      ['11:00', '12:00', '13:00'].map((time, index) => bookForClient(world.staffDeps, EDITOR, request({ time, email: `client${index}@example.com` }))),
    );

    expect(booked.map((booking) => booking.time)).toEqual(['11:00', '12:00', '13:00']);
    expect(booked[0]).toMatchObject({ status: 'confirmed', name: 'Ada Lovelace', email: 'client0@example.com', bookedBy: 'editor@example.com', start: '2026-03-03T09:00:00.000Z' });
    expect(world.day(TUESDAY).bookings[booked[0].id]).toMatchObject({ time: '11:00', status: 'confirmed' });
    expect([...world.limitItems.keys()].filter((key) => key.startsWith('client#'))).toEqual(['client#203.0.113.9']);
    expect(world.auditEntries).toContainEqual({
      actor: 'editor@example.com',
      action: 'booking.created',
      target: booked[0].id,
      details: {
        summary: 'Booked a meeting for Ada Lovelace (Analytical Engines) on Tuesday, March 3, 2026 at 11:00 (Africa/Cairo, GMT+2).',
        date: TUESDAY,
        time: '11:00',
      },
    });
  });

  it("keeps the address limit, the slot rules and the visitor's refusals", async () => {
    const world = new BookingWorld({ now: NOW, settings: { maxUpcomingBookingsPerEmail: 1 } });
    await bookForClient(world.staffDeps, EDITOR, request());

    expect((await refusal(bookForClient(world.staffDeps, EDITOR, request({ time: '11:00' })))).code).toBe('BOOKING_LIMIT_REACHED');
    expect((await refusal(bookForClient(world.staffDeps, EDITOR, request({ email: 'other@example.com' })))).code).toBe('DUPLICATE_BOOKING');
    expect((await refusal(bookForClient(world.staffDeps, EDITOR, request({ email: 'other@example.com', date: '2026-03-02', time: '15:00' })))).code).toBe('SLOT_UNAVAILABLE');
    expect(world.auditEntries).toHaveLength(1);
  });
});

describe('rescheduleForClient', () => {
  it("moves a booking the visitor already moved three times, without counting the move, and sends the visitor's move e-mails", async () => {
    const world = new BookingWorld({ now: NOW });
    const { body } = await placeBooking(world.deps, request());
    const id = body.booking.id;
    for (const time of ['11:00', '12:00', '13:00']) await moveBooking(world.deps, id, { date: TUESDAY, time }, { kind: 'visitor' });
    expect((await refusal(moveBooking(world.deps, id, { date: TUESDAY, time: '14:00' }, { kind: 'visitor' }))).code).toBe('RESCHEDULE_LIMIT_REACHED');

    const moved = await rescheduleForClient(world.staffDeps, EDITOR, id, { date: WEDNESDAY, time: '09:30' });

    expect(moved).toMatchObject({ date: WEDNESDAY, time: '09:30', start: '2026-03-04T07:30:00.000Z', status: 'confirmed', rescheduleCount: 3 });
    // What the notifications consumer reads to send the updated invitation: a new SEQUENCE and the slot left.
    expect(world.day(WEDNESDAY).bookings[id]).toMatchObject({ time: '09:30', sequence: 4 });
    expect(world.day(TUESDAY).bookings[id]).toBeUndefined();
    expect(world.records.get(id)).toMatchObject({ previousDate: TUESDAY, previousTime: '13:00', previousStart: '2026-03-03T11:00:00.000Z' });
    expect(world.claims.get(`${WEDNESDAY}T09:30`)).toBe(id);
    expect(world.claims.has(`${TUESDAY}T13:00`)).toBe(false);
    expect(world.auditEntries.at(-1)).toEqual({
      actor: 'editor@example.com',
      action: 'booking.rescheduled',
      target: id,
      details: {
        summary:
          "Moved Ada Lovelace (Analytical Engines)'s meeting from Tuesday, March 3, 2026 at 13:00 (Africa/Cairo, GMT+2) to Wednesday, March 4, 2026 at 09:30 (Africa/Cairo, GMT+2).",
        from: { date: TUESDAY, time: '13:00' },
        to: { date: WEDNESDAY, time: '09:30' },
      },
    });
  });

  it('leaves the visitor all their moves after staff moved the booking', async () => {
    const world = new BookingWorld({ now: NOW });
    const { body } = await placeBooking(world.deps, request());
    await rescheduleForClient(world.staffDeps, EDITOR, body.booking.id, { date: TUESDAY, time: '11:00' });
    await rescheduleForClient(world.staffDeps, EDITOR, body.booking.id, { date: TUESDAY, time: '12:00' });

    for (const time of ['13:00', '14:00', '15:00']) await moveBooking(world.deps, body.booking.id, { date: TUESDAY, time }, { kind: 'visitor' });
    expect(world.records.get(body.booking.id)).toMatchObject({ time: '15:00', rescheduleCount: 3 });
  });

  it('refuses a slot the calendar does not offer, a started meeting and a cancelled or unknown booking', async () => {
    const world = new BookingWorld({ now: NOW });
    const { body } = await placeBooking(world.deps, request());
    const other = await placeBooking(world.deps, request({ email: 'grace@example.com', time: '11:00' }));

    expect((await refusal(rescheduleForClient(world.staffDeps, EDITOR, body.booking.id, { date: TUESDAY, time: '11:00' }))).code).toBe('DUPLICATE_BOOKING');
    expect((await refusal(rescheduleForClient(world.staffDeps, EDITOR, body.booking.id, { date: '2026-03-07', time: '10:00' }))).code).toBe('SLOT_UNAVAILABLE');
    expect((await refusal(rescheduleForClient(world.staffDeps, EDITOR, 'b-20260303-00000000-0000-0000-0000-000000000000', { date: TUESDAY, time: '12:00' }))).status).toBe(404);

    world.now = Date.parse('2026-03-03T09:05:00Z');
    const started = await refusal(rescheduleForClient(world.staffDeps, EDITOR, other.body.booking.id, { date: WEDNESDAY, time: '10:00' }));
    expect(started).toMatchObject({ status: 409, code: 'CONFLICT', title: 'Meeting Already Started' });

    world.records.set(body.booking.id, { ...world.records.get(body.booking.id)!, status: 'cancelled' });
    expect(await refusal(rescheduleForClient(world.staffDeps, EDITOR, body.booking.id, { date: WEDNESDAY, time: '10:00' }))).toMatchObject({ status: 409, title: 'Booking Cancelled' });
    expect(world.auditEntries).toEqual([]);
  });
});

describe('markAttendance', () => {
  it('is refused before the meeting starts, then marks a no-show, counts it for the address and audits it', async () => {
    const world = new BookingWorld({ now: NOW, settings: { bookingRetentionMonths: 12 } });
    const { body } = await placeBooking(world.deps, request());
    const id = body.booking.id;

    const early = await refusal(markAttendance(world.staffDeps, EDITOR, id, 'no-show'));
    expect(early).toMatchObject({ status: 409, code: 'CONFLICT', title: 'Meeting Not Held Yet' });
    expect(world.records.get(id)?.attendance).toBeUndefined();

    world.now = Date.parse('2026-03-03T08:10:00Z'); // ten minutes into the 10:00 meeting
    const marked = await markAttendance(world.staffDeps, EDITOR, id, 'no-show');

    expect(marked).toMatchObject({ id, attendance: 'no-show', attendanceMarkedBy: 'editor@example.com', attendanceMarkedAt: '2026-03-03T08:10:00.000Z' });
    expect(world.noShowItems.get('noshows#ada@example.com')).toMatchObject({ noShows: { [id]: '2026-03-03T08:30:00.000Z' } });
    // Kept as long as the booking itself: the retention after the meeting's end.
    expect(world.noShowItems.get('noshows#ada@example.com')!.expiresAt).toBe(Date.parse('2027-03-03T08:30:00.000Z') / 1000);
    expect(world.auditEntries).toEqual([
      {
        actor: 'editor@example.com',
        action: 'booking.attendance_marked',
        target: id,
        details: { summary: "Marked Ada Lovelace (Analytical Engines)'s meeting of Tuesday, March 3, 2026 at 10:00 (Africa/Cairo, GMT+2) as a no-show.", attendance: 'no-show' },
      },
    ]);
  });

  it('takes a no-show back when staff correct it to attended, and records nothing for a repeat', async () => {
    const world = new BookingWorld({ now: NOW });
    const first = await placeBooking(world.deps, request({ email: 'Ada+work@Example.com' }));
    const second = await placeBooking(world.deps, request({ time: '11:00' }));
    world.now = Date.parse('2026-03-03T12:00:00Z');

    await markAttendance(world.staffDeps, EDITOR, first.body.booking.id, 'no-show');
    await markAttendance(world.staffDeps, EDITOR, second.body.booking.id, 'no-show');
    expect(Object.keys(world.noShowItems.get('noshows#ada@example.com')!.noShows)).toHaveLength(2);

    await markAttendance(world.staffDeps, EDITOR, first.body.booking.id, 'attended');
    await markAttendance(world.staffDeps, EDITOR, first.body.booking.id, 'attended');

    expect(world.records.get(first.body.booking.id)?.attendance).toBe('attended');
    expect(world.noShowItems.get('noshows#ada@example.com')!.noShows).toEqual({ [second.body.booking.id]: '2026-03-03T09:30:00.000Z' });
    expect(world.auditEntries.map((entry) => entry.details?.attendance)).toEqual(['no-show', 'no-show', 'attended']);
  });

  it('is refused for a cancelled booking, and retried when another mark of the address lands first', async () => {
    const world = new BookingWorld({ now: NOW });
    const first = await placeBooking(world.deps, request());
    const second = await placeBooking(world.deps, request({ time: '11:00' }));
    world.now = Date.parse('2026-03-03T12:00:00Z');

    world.beforeNextCommit(() => world.noShowItems.set('noshows#ada@example.com', { version: 1, noShows: { [second.body.booking.id]: '2026-03-03T09:30:00.000Z' }, expiresAt: 0 }));
    await markAttendance(world.staffDeps, EDITOR, first.body.booking.id, 'no-show');
    expect(Object.keys(world.noShowItems.get('noshows#ada@example.com')!.noShows).sort()).toEqual([first.body.booking.id, second.body.booking.id].sort());

    world.records.set(second.body.booking.id, { ...world.records.get(second.body.booking.id)!, status: 'cancelled' });
    expect(await refusal(markAttendance(world.staffDeps, EDITOR, second.body.booking.id, 'attended'))).toMatchObject({ status: 409, title: 'Booking Cancelled' });
  });
});
