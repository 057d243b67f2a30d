import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSlot, generateSlots, occupiedInterval, weeklyWindows, type BookingOccupancy, type SlotQuery } from './slots';
import type { AvailabilityBlock, CalendarSettings } from './schemas';
import { addDays, dateAt, dayOfWeek, formatWallTime, instantOfWallTime, instantOfWallTimeLenient, wallClockAt } from './time';

/*
 * Invariants of the slot engine over random settings, blocks, bookings, clocks and zones. The zones include
 * daylight-saving ones (Cairo, New York, London, Sydney), half-hour offsets (Kolkata, Adelaide, St John's),
 * a 30-minute daylight-saving shift (Lord Howe) and a 45-minute offset (Chatham); the clock is drawn around the
 * 2026 and 2027 changes so that missing and repeated hours are hit often.
 */

const MINUTE = 60_000;
const HOUR = 3_600_000;

const zones = [
  'Africa/Cairo',
  'Asia/Kolkata',
  'America/New_York',
  'Europe/London',
  'Australia/Sydney',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Pacific/Chatham',
  'UTC',
];

// Daylight-saving changes in 2026 (UTC), with their zone.
const changes: [string, number][] = (
  [
    ['Africa/Cairo', '2026-04-23T22:00:00Z'],
    ['Africa/Cairo', '2026-10-29T21:00:00Z'],
    ['America/New_York', '2026-03-08T07:00:00Z'],
    ['America/New_York', '2026-11-01T06:00:00Z'],
    ['Europe/London', '2026-03-29T01:00:00Z'],
    ['Europe/London', '2026-10-25T01:00:00Z'],
    ['Australia/Sydney', '2026-04-04T16:00:00Z'],
    ['Australia/Sydney', '2026-10-03T16:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
    ['Pacific/Chatham', '2026-09-26T14:00:00Z'],
  ] as const
).map(([zone, at]) => [zone, Date.parse(at)]);

const wallTime = fc.integer({ min: 0, max: 23 * 60 + 59 }).map(formatWallTime);


const settingsArb: fc.Arbitrary<CalendarSettings> = fc
  .record({
    meetingDuration: fc.oneof(fc.constantFrom(15, 30, 45, 60), fc.integer({ min: 5, max: 180 })),
    minAdvanceHours: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 24 }), fc.double({ min: 0, max: 48, noNaN: true })),
    maxBookingDays: fc.oneof(fc.integer({ min: 7, max: 40 }), fc.integer({ min: 0, max: 6 })),
    bufferBefore: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
    bufferAfter: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
    sameDayBookingAllowed: fc.boolean(),
    maxUpcomingBookingsPerEmail: fc.constant(2),
    bookingRetentionMonths: fc.constant(24),
    reminderMinutesBefore: fc.constant<number[]>([1440, 60]),
    meetingProvider: fc.constant('jitsi' as const),
    jitsiBaseUrl: fc.constant('https://meet.jit.si'),
    timezone: fc.constantFrom(...zones),
  });

const blockArb: fc.Arbitrary<AvailabilityBlock> = fc
  .record({
    id: fc.uuid(),
    dayOfWeek: fc.integer({ min: 0, max: 6 }),
    start: fc.oneof(fc.integer({ min: 0, max: 4 * 60 }), fc.integer({ min: 0, max: 23 * 60 + 58 })),
    length: fc.oneof(fc.integer({ min: 6 * 60, max: 24 * 60 }), fc.integer({ min: 1, max: 24 * 60 })),
    isActive: fc.oneof(fc.constant(true), fc.boolean()),
  })
  .map(({ start, length, ...rest }) => ({
    ...rest,
    startTime: formatWallTime(start),
    endTime: formatWallTime(Math.min(start + length, 23 * 60 + 59)),
  }));

/** A clock and, near a daylight-saving change, the zone that changes. */
const clockArb: fc.Arbitrary<{ now: number; zone?: string }> = fc.oneof(
  { arbitrary: fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }).map((now) => ({ now })), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...changes), fc.integer({ min: -5 * 24 * 60, max: 24 * 60 }))
      .map(([[zone, at], minutes]) => ({ zone, now: at + minutes * MINUTE })),
    weight: 1,
  },
);

interface Scenario extends SlotQuery {}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    settings: settingsArb,
    blocks: fc.array(blockArb, { minLength: 1, maxLength: 14 }),
    clock: clockArb,
    fromOffset: fc.integer({ min: -3, max: 6 }),
    length: fc.integer({ min: 1, max: 14 }),
    rawBookings: fc.array(
      fc.record({
        dayOffset: fc.integer({ min: -1, max: 8 }),
        time: fc.oneof(wallTime, fc.integer({ min: 0, max: 95 }).map((q) => formatWallTime(q * 15))),
        duration: fc.option(fc.integer({ min: 5, max: 240 }), { nil: undefined }),
        status: fc.constantFrom('confirmed', 'pending', 'cancelled'),
      }),
      { maxLength: 20 },
    ),
  })
  .map(({ settings: drawn, blocks, clock, fromOffset, length, rawBookings }) => {
    const now = clock.now;
    const settings = clock.zone ? { ...drawn, timezone: clock.zone } : drawn;
    const today = dateAt(now, settings.timezone);
    const from = addDays(today, fromOffset);
    const bookings: BookingOccupancy[] = rawBookings.map((b) => ({
      date: addDays(from, b.dayOffset),
      time: b.time,
      duration: b.duration,
      status: b.status,
    }));
    return { settings, blocks, now, from, to: addDays(from, length - 1), bookings };
  });

const params = { numRuns: 400 };

function occupied(slot: { start: number; end: number }, settings: CalendarSettings) {
  return { start: slot.start - settings.bufferBefore * MINUTE, end: slot.end + settings.bufferAfter * MINUTE };
}

describe('slot engine invariants (property-based)', { timeout: 120_000 }, () => {
  it('no slot overlaps an occupying booking widened by the buffers', () => {
    fc.assert(
      fc.property(scenarioArb, (q) => {
        const slots = generateSlots(q);
        for (const slot of slots) {
          const mine = occupied(slot, q.settings);
          for (const booking of q.bookings) {
            if (booking.status === 'cancelled') continue;
            const theirs = occupiedInterval(booking, q.settings);
            expect(mine.start < theirs.end && mine.end > theirs.start).toBe(false);
          }
        }
      }),
      params,
    );
  });

  it('every slot, buffers included, lies inside an active block of its weekday', () => {
    fc.assert(
      fc.property(scenarioArb, (q) => {
        const { settings } = q;
        const windows = weeklyWindows(q.blocks);
        for (const slot of generateSlots(q)) {
          const weekday = dayOfWeek(slot.date);
          const mine = occupied(slot, settings);
          const inside = windows[weekday].some((w) => {
            const start = instantOfWallTimeLenient(slot.date, w.start, settings.timezone);
            const end = instantOfWallTimeLenient(slot.date, w.end, settings.timezone);
            return mine.start >= start && mine.end <= end;
          });
          expect(inside).toBe(true);
          // …and inside a raw active block (windows are merged blocks).
          const wall = wallClockAt(slot.start, settings.timezone);
          expect(wall.date).toBe(slot.date);
          const minutes = wall.minutes;
          const covered = q.blocks.some(
            (b) =>
              b.isActive &&
              b.dayOfWeek === weekday &&
              minutes >= Number(b.startTime.slice(0, 2)) * 60 + Number(b.startTime.slice(3, 5)) &&
              minutes < Number(b.endTime.slice(0, 2)) * 60 + Number(b.endTime.slice(3, 5)),
          );
          expect(covered).toBe(true);
        }
      }),
      params,
    );
  });

  it('every slot starts at or after now + min advance, within the booking horizon and the requested range', () => {
    fc.assert(
      fc.property(scenarioArb, (q) => {
        const { settings } = q;
        const today = dateAt(q.now, settings.timezone);
        for (const slot of generateSlots(q)) {
          expect(slot.start).toBeGreaterThanOrEqual(q.now + settings.minAdvanceHours * HOUR);
          expect(slot.start).toBeGreaterThanOrEqual(q.now);
          expect(slot.date >= q.from && slot.date <= q.to).toBe(true);
          expect(slot.date <= addDays(today, settings.maxBookingDays)).toBe(true);
          if (settings.sameDayBookingAllowed) expect(slot.date >= today).toBe(true);
          else expect(slot.date > today).toBe(true);
          expect(slot.end - slot.start).toBe(settings.meetingDuration * MINUTE);
        }
      }),
      params,
    );
  });

  it('slots never overlap each other (buffers included), are sorted and duplicate-free', () => {
    fc.assert(
      fc.property(scenarioArb, (q) => {
        const slots = generateSlots(q);
        const keys = new Set(slots.map((s) => `${s.date} ${s.time}`));
        expect(keys.size).toBe(slots.length);
        for (let i = 1; i < slots.length; i += 1) {
          expect(slots[i].start).toBeGreaterThan(slots[i - 1].start);
          expect(occupied(slots[i], q.settings).start).toBeGreaterThanOrEqual(occupied(slots[i - 1], q.settings).end);
        }
      }),
      params,
    );
  });

  it("a slot's date and time are its start instant's wall clock in the business zone", () => {
    fc.assert(
      fc.property(scenarioArb, (q) => {
        for (const slot of generateSlots(q)) {
          const minutes = Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3, 5));
          expect(instantOfWallTime(slot.date, minutes, q.settings.timezone)).toBe(slot.start);
          expect(wallClockAt(slot.start, q.settings.timezone)).toEqual({ date: slot.date, minutes });
        }
      }),
      params,
    );
  });

  it('acceptance agrees with generation, and booking a slot hides exactly what it conflicts with', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), (q, pick) => {
        const slots = generateSlots(q);
        if (slots.length === 0) return;
        const chosen = slots[pick % slots.length];
        const verdict = checkSlot({ ...q, date: chosen.date, time: chosen.time });
        expect(verdict).toEqual({ ok: true, slot: chosen });

        const booked: BookingOccupancy = { date: chosen.date, time: chosen.time, start: chosen.start, duration: q.settings.meetingDuration, status: 'confirmed' };
        const after = generateSlots({ ...q, bookings: [...q.bookings, booked] });
        expect(after.some((s) => s.date === chosen.date && s.time === chosen.time)).toBe(false);
        expect(checkSlot({ ...q, bookings: [...q.bookings, booked], date: chosen.date, time: chosen.time })).toEqual({ ok: false, reason: 'taken' });
        const taken = occupied(chosen, q.settings);
        const expected = slots.filter((s) => {
          const o = occupied(s, q.settings);
          return !(o.start < taken.end && o.end > taken.start);
        });
        expect(after).toEqual(expected);
      }),
      params,
    );
  });

  it('a range equals the concatenation of its single days (availability and acceptance see the same slots)', () => {
    fc.assert(
      fc.property(scenarioArb, (q) => {
        const whole = generateSlots(q);
        const byDay = [];
        for (let date = q.from; date <= q.to; date = addDays(date, 1)) byDay.push(...generateSlots({ ...q, from: date, to: date }));
        expect(byDay).toEqual(whole);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the generators reach the interesting cases', { timeout: 120_000 }, () => {
  it('produce slots, hidden slots and daylight-saving days often enough', () => {
    const sample = fc.sample(scenarioArb, { numRuns: 600, seed: 42 });
    let withSlots = 0;
    let withHidden = 0;
    let onChangeDays = 0;
    for (const q of sample) {
      const slots = generateSlots(q);
      if (slots.length > 0) withSlots += 1;
      if (generateSlots({ ...q, bookings: [] }).length > slots.length) withHidden += 1;
      const changeDay = slots.some((s) => {
        const midnight = instantOfWallTimeLenient(s.date, 0, q.settings.timezone);
        const next = instantOfWallTimeLenient(addDays(s.date, 1), 0, q.settings.timezone);
        return next - midnight !== 24 * HOUR;
      });
      if (changeDay) onChangeDays += 1;
    }
    console.info(`scenarios: ${sample.length}, with slots: ${withSlots}, with hidden: ${withHidden}, on DST days: ${onChangeDays}`);
    expect(withSlots).toBeGreaterThan(150);
    expect(withHidden).toBeGreaterThan(30);
    expect(onChangeDays).toBeGreaterThan(10);
  });
});
