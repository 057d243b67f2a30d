import { describe, expect, it } from 'vitest';
import type { BookingRequest } from '../../shared/booking/schemas';
import { seedAvailabilityBlocks } from '../../shared/booking/seed';
import { BookingWorld } from '../../tests/support/booking-world';
import { refusal } from '../../tests/support/refusal';
import { CLAIM_RETENTION_SECONDS, dateOfBookingId, hashRequest, placeBooking } from './place-booking';
import { ADA } from '../../tests/support/visitor';

/** Monday 2 March 2026, 08:00 in Cairo (UTC+2 then): the seed's calendar books from the next working day. */
const NOW = Date.parse('2026-03-02T06:00:00Z');
const TUESDAY = '2026-03-03';

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  date: TUESDAY,
  time: '10:00',
  ...ADA,
  guests: [],
  theme: 'light',
  ...overrides,
});

describe('placeBooking', () => {
  it('books a slot the engine offers: one transaction claims it, stores the booking, its DAY entry and the address count', async () => {
    const world = new BookingWorld({ now: NOW });
    const result = await placeBooking(world.deps, request({ timezone: 'Europe/London', guests: ['grace@example.com'] }));

    expect(result.status).toBe(201);
    const { booking } = result.body;
    expect(booking).toEqual({
      id: expect.stringMatching(/^b-20260303-[0-9a-f-]{36}$/),
      date: TUESDAY,
      time: '10:00',
      start: '2026-03-03T08:00:00.000Z',
      end: '2026-03-03T08:30:00.000Z',
      duration: 30,
      status: 'confirmed',
      meetLink: expect.stringMatching(/^https:\/\/meet\.jit\.si\/NorthstarConsultation-[0-9a-f]{32}$/),
    });
    expect(dateOfBookingId(booking.id)).toBe(TUESDAY);
    expect(world.transactions).toBe(1);
    expect(world.claims.get(`${TUESDAY}T10:00`)).toBe(booking.id);
    expect(world.day(TUESDAY)).toMatchObject({ version: 1, bookings: { [booking.id]: { time: '10:00', status: 'confirmed' } } });
    expect(world.records.get(booking.id)).toMatchObject({
      email: 'ada@example.com',
      guests: ['grace@example.com'],
      customerTimezone: 'Europe/London',
      businessTimezone: 'Africa/Cairo',
      meetingProvider: 'jitsi',
      meetLink: booking.meetLink,
      meetLinkStatus: 'created',
    });
    expect(world.limitItem('address#ada@example.com').upcoming).toEqual({ [booking.id]: booking.end });
  });

  it('gives every booking a Jitsi room of its own on the server of the settings', async () => {
    const world = new BookingWorld({ now: NOW, settings: { jitsiBaseUrl: 'https://video.example.org/rooms' } });
    const first = (await placeBooking(world.deps, request())).body.booking;
    const second = (await placeBooking(world.deps, request({ time: '11:00', email: 'grace@example.com' }))).body.booking;
    expect(first.meetLink).toMatch(/^https:\/\/video\.example\.org\/rooms\/NorthstarConsultation-[0-9a-f]{32}$/);
    expect(second.meetLink).toMatch(/^https:\/\/video\.example\.org\/rooms\//);
    expect(second.meetLink).not.toBe(first.meetLink);
  });

  it.each(['google', 'none'] as const)('answers without a link when the provider is %s: none exists yet, and none is made up', async (meetingProvider) => {
    const world = new BookingWorld({ now: NOW, settings: { meetingProvider } });
    const { booking } = (await placeBooking(world.deps, request())).body;
    expect(booking.meetLink).toBeUndefined();
    expect(world.records.get(booking.id)).toMatchObject({ meetingProvider });
    expect(world.records.get(booking.id)?.meetLink).toBeUndefined();
  });

  it('takes the business zone as the customer zone when the request names none', async () => {
    const world = new BookingWorld({ now: NOW });
    const { body } = await placeBooking(world.deps, request());
    expect(world.records.get(body.booking.id)?.customerTimezone).toBe('Africa/Cairo');
  });

  it('keeps the claim a week past the meeting, for the TTL to remove', async () => {
    const world = new BookingWorld({ now: NOW });
    let expiresAt = 0;
    const claimSlot = world.deps.bookings.claimSlot.bind(world.deps.bookings);
    world.deps.bookings.claimSlot = (slot, bookingId, expires) => {
      expiresAt = expires;
      return claimSlot(slot, bookingId, expires);
    };
    await placeBooking(world.deps, request());
    expect(expiresAt).toBe(Date.parse('2026-03-03T08:30:00Z') / 1000 + CLAIM_RETENTION_SECONDS);
  });

  it.each([
    ['outside the working hours', { time: '17:00' }],
    ['off the slot grid', { time: '10:10' }],
    ['on a weekend', { date: '2026-03-07' }],
    ['today, when same-day booking is off', { date: '2026-03-02', time: '16:00' }],
    ['beyond the booking horizon', { date: '2026-04-06' }],
    ['in the past', { date: '2026-02-27' }],
  ])('refuses a time %s with SLOT_UNAVAILABLE and writes nothing', async (_, overrides) => {
    const world = new BookingWorld({ now: NOW });
    expect((await refusal(placeBooking(world.deps, request(overrides)))).code).toBe('SLOT_UNAVAILABLE');
    expect(world.transactions).toBe(0);
  });

  it('refuses a slot inside the minimum advance', async () => {
    // Monday 22:00 in Cairo, with the days opening at 05:00: Tuesday 05:30 is within 8 hours, 06:30 is not.
    const early = seedAvailabilityBlocks.map((block) => ({ ...block, startTime: '05:00' }));
    const world = new BookingWorld({ now: Date.parse('2026-03-02T20:00:00Z'), blocks: early });
    expect((await refusal(placeBooking(world.deps, request({ time: '05:30' })))).code).toBe('SLOT_UNAVAILABLE');
    expect((await placeBooking(world.deps, request({ time: '06:30' }))).status).toBe(201);
  });

  it('answers DUPLICATE_BOOKING for a slot already booked, and for one booked between its read and its commit', async () => {
    const world = new BookingWorld({ now: NOW });
    await placeBooking(world.deps, request({ email: 'first@example.com' }));
    expect((await refusal(placeBooking(world.deps, request({ email: 'second@example.com' })))).code).toBe('DUPLICATE_BOOKING');

    world.beforeNextCommit(() =>
      world.commitOtherBooking({ id: 'b-20260303-00000000-0000-4000-8000-000000000001', date: TUESDAY, time: '11:00', start: '2026-03-03T09:00:00.000Z', end: '2026-03-03T09:30:00.000Z', duration: 30, status: 'confirmed', createdAt: new Date(NOW).toISOString() }),
    );
    expect((await refusal(placeBooking(world.deps, request({ time: '11:00', email: 'third@example.com' })))).code).toBe('DUPLICATE_BOOKING');
    expect(Object.keys(world.day(TUESDAY).bookings)).toHaveLength(2);
    expect(world.limitItem('address#third@example.com').upcoming ?? {}).toEqual({});
  });

  it("answers SLOT_UNAVAILABLE for a staff calendar's busy time, also one that lands between the read and the commit", async () => {
    const world = new BookingWorld({ now: NOW });
    // 10:00–10:45 Cairo (08:00–08:45 UTC) busy: 10:00 and 10:30 are hidden, 11:00 is free.
    world.commitBusyTimes(TUESDAY, 'cal-1', [{ start: Date.parse('2026-03-03T08:00:00Z'), end: Date.parse('2026-03-03T08:45:00Z') }]);
    expect((await refusal(placeBooking(world.deps, request({ time: '10:30' })))).code).toBe('SLOT_UNAVAILABLE');

    world.beforeNextCommit(() => world.commitBusyTimes(TUESDAY, 'cal-2', [{ start: Date.parse('2026-03-03T09:00:00Z'), end: Date.parse('2026-03-03T09:30:00Z') }]));
    expect((await refusal(placeBooking(world.deps, request({ time: '11:00' })))).code).toBe('SLOT_UNAVAILABLE');
    expect(world.claims.size).toBe(0);
    expect((await placeBooking(world.deps, request({ time: '11:30' }))).status).toBe(201);
  });

  it('books again from a fresh read when another booking of the same date committed first', async () => {
    const world = new BookingWorld({ now: NOW });
    world.beforeNextCommit(() =>
      world.commitOtherBooking({ id: 'b-20260303-00000000-0000-4000-8000-000000000002', date: TUESDAY, time: '14:00', start: '2026-03-03T12:00:00.000Z', end: '2026-03-03T12:30:00.000Z', duration: 30, status: 'confirmed', createdAt: new Date(NOW).toISOString() }),
    );
    const { status, body } = await placeBooking(world.deps, request());
    expect(status).toBe(201);
    expect(world.transactions).toBe(2);
    expect(world.day(TUESDAY).version).toBe(2);
    expect(Object.keys(world.day(TUESDAY).bookings).sort()).toEqual([body.booking.id, 'b-20260303-00000000-0000-4000-8000-000000000002'].sort());
  });

  it('counts an address case-insensitively up to the calendar limit of upcoming bookings; a past meeting frees its place', async () => {
    const world = new BookingWorld({ now: NOW, settings: { maxUpcomingBookingsPerEmail: 2 } });
    await placeBooking(world.deps, request({ time: '10:00' }));
    await placeBooking(world.deps, request({ time: '10:30', email: 'ADA@example.com' }));
    const error = await refusal(placeBooking(world.deps, request({ time: '11:00' })));
    expect(error.code).toBe('BOOKING_LIMIT_REACHED');
    expect(error.status).toBe(409);

    // Once the first meeting has ended it no longer counts.
    world.now = Date.parse('2026-03-03T08:31:00Z');
    expect((await placeBooking(world.deps, request({ date: '2026-03-04', time: '11:00' }))).status).toBe(201);
    expect(Object.keys(world.limitItem('address#ada@example.com').upcoming ?? {})).toHaveLength(2);
  });

  it('answers a blocked address or domain as a reached limit, so the sender learns nothing of the block', async () => {
    const world = new BookingWorld({ now: NOW });
    world.block('address#ada@example.com');
    expect((await refusal(placeBooking(world.deps, request()))).code).toBe('BOOKING_LIMIT_REACHED');
    world.block('domain#blocked.example');
    expect((await refusal(placeBooking(world.deps, request({ email: 'eve@blocked.example' })))).code).toBe('BOOKING_LIMIT_REACHED');
    expect(world.transactions).toBe(0);
    expect((await placeBooking(world.deps, request({ email: 'grace@example.com' }))).status).toBe(201);
  });

  it('fails a booking whose sender was blocked between its read and its commit', async () => {
    const world = new BookingWorld({ now: NOW, settings: { maxUpcomingBookingsPerEmail: 5 } });
    world.beforeNextCommit(() => world.block('domain#example.com'));
    expect((await refusal(placeBooking(world.deps, request()))).code).toBe('BOOKING_LIMIT_REACHED');
    expect(world.claims.size).toBe(0);
  });

  it('limits one client address to its bookings per 24 hours, telling when to retry; 0 turns the limit off', async () => {
    const world = new BookingWorld({ now: NOW, clientLimit: 2, settings: { maxUpcomingBookingsPerEmail: 10 } });
    const from = (clientAddress: string, time: string, email: string) => placeBooking(world.deps, request({ time, email }), { clientAddress });
    await from('127.0.0.21', '10:00', 'one@example.com');
    world.now += 60_000;
    await from('127.0.0.21', '10:30', 'two@example.com');
    const error = await refusal(from('127.0.0.21', '11:00', 'three@example.com'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.status).toBe(429);
    // The first booking leaves the window 24 hours after it was made, a minute before the second.
    expect(error.retryAfterSeconds).toBe(24 * 3600 - 60);
    expect((await from('127.0.0.22', '11:00', 'three@example.com')).status).toBe(201);

    const unlimited = new BookingWorld({ now: NOW, clientLimit: 0, settings: { maxUpcomingBookingsPerEmail: 10 } });
    for (const time of ['10:00', '10:30', '11:00']) {
      expect((await placeBooking(unlimited.deps, request({ time, email: `${time.replace(':', '')}@example.com` }), { clientAddress: '127.0.0.23' })).status).toBe(201);
    }
    expect(unlimited.limitItems.has('client#127.0.0.23')).toBe(false);
  });

  it('answers a retry with the same Idempotency-Key and body with the same booking, and never books twice', async () => {
    const world = new BookingWorld({ now: NOW });
    const first = await placeBooking(world.deps, request(), { idempotencyKey: 'key-1' });
    const again = await placeBooking(world.deps, request(), { idempotencyKey: 'key-1' });
    expect(again).toEqual(first);
    expect(world.records.size).toBe(1);
    expect(world.idempotencyKeys.get('booking:key-1')).toMatchObject({ requestHash: hashRequest(request()), bookingId: first.body.booking.id, response: first });
  });

  it('refuses a key reused with another body with IDEMPOTENCY_KEY_REUSED', async () => {
    const world = new BookingWorld({ now: NOW });
    await placeBooking(world.deps, request(), { idempotencyKey: 'key-2' });
    const error = await refusal(placeBooking(world.deps, request({ time: '10:30' }), { idempotencyKey: 'key-2' }));
    expect(error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(error.toBody().error.fields).toEqual({ 'Idempotency-Key': 'Already used with a different request.' });
  });

  it('keeps a refusal as the key’s final answer: the retry is refused alike even once the slot is free again', async () => {
    const world = new BookingWorld({ now: NOW });
    world.commitOtherBooking({ id: 'b-20260303-00000000-0000-4000-8000-000000000003', date: TUESDAY, time: '10:00', start: '2026-03-03T08:00:00.000Z', end: '2026-03-03T08:30:00.000Z', duration: 30, status: 'confirmed', createdAt: new Date(NOW).toISOString() });
    expect((await refusal(placeBooking(world.deps, request(), { idempotencyKey: 'key-3' }))).code).toBe('DUPLICATE_BOOKING');
    world.days.clear();
    world.claims.clear();
    expect((await refusal(placeBooking(world.deps, request(), { idempotencyKey: 'key-3' }))).code).toBe('DUPLICATE_BOOKING');
    expect(world.records.size).toBe(0);
  });

  it('answers a booking that committed in an earlier attempt whose answer was lost, without booking again', async () => {
    const world = new BookingWorld({ now: NOW });
    const first = await placeBooking(world.deps, request(), { idempotencyKey: 'key-4' });
    // The key's answer never got stored (the process died after the commit): the retry finds its own entry.
    world.idempotencyKeys.get('booking:key-4')!.response = undefined;
    const retried = await placeBooking(world.deps, request(), { idempotencyKey: 'key-4' });
    expect(retried).toEqual(first);
    expect(world.transactions).toBe(1);
  });
});
