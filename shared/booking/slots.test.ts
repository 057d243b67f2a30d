import { describe, expect, it } from 'vitest';
import { checkSlot, explainDate, generateSlots, type BookingOccupancy, type SlotQuery } from './slots';
import { seedAvailabilityBlocks, seedCalendarSettings } from './seed';
import type { AvailabilityBlock, CalendarSettings } from './schemas';
import { formatInZone } from './format';
import { workingTimeSummary } from './working-time';

const settings = seedCalendarSettings;
const blocks = seedAvailabilityBlocks;

function slotsOf(overrides: Omit<Partial<SlotQuery>, 'now'> & { now: string }) {
  return generateSlots({
    settings,
    blocks,
    bookings: [],
    from: '2026-11-30',
    to: '2026-12-31',
    ...overrides,
    now: Date.parse(overrides.now),
  });
}

const times = (slots: { time: string }[]) => slots.map((s) => s.time);
const iso = (ms: number) => new Date(ms).toISOString();

describe('generateSlots with the seed settings (Africa/Cairo, 30 min, 8 h advance, 30 days)', () => {
  // Monday 30 November 2026, 12:00 in Cairo (UTC+2 in winter).
  const now = '2026-11-30T10:00:00Z';

  it('starts tomorrow at 09:00 Cairo, every 30 minutes until 16:30', () => {
    const slots = slotsOf({ now });
    const tuesday = slots.filter((s) => s.date === '2026-12-01');
    expect(times(tuesday)).toEqual([
      '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30',
      '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30',
    ]);
    expect(iso(tuesday[0].start)).toBe('2026-12-01T07:00:00.000Z');
    expect(iso(tuesday[15].end)).toBe('2026-12-01T15:00:00.000Z');
  });

  it('never offers today, weekends or anything past max_booking_days', () => {
    const slots = slotsOf({ now });
    const dates = [...new Set(slots.map((s) => s.date))];
    expect(dates[0]).toBe('2026-12-01');
    expect(dates.at(-1)).toBe('2026-12-30');
    expect(dates).not.toContain('2026-11-30');
    expect(dates).not.toContain('2026-12-05'); // Saturday
    expect(dates).not.toContain('2026-12-06'); // Sunday
    expect(dates).not.toContain('2026-12-31'); // today + 31
  });

  it('hides slots earlier than now + min_advance_hours', () => {
    // Monday 23:30 Cairo: + 8 h is Tuesday 07:30 → all of Tuesday; at Tuesday 02:30 Cairo it is today → none.
    expect(slotsOf({ now: '2026-11-30T21:30:00Z' })[0].date).toBe('2026-12-01');
    const sameDay = { ...settings, sameDayBookingAllowed: true, minAdvanceHours: 4 };
    // Tuesday 07:10 Cairo + 4 h = 11:10 → first slot 11:30.
    const slots = slotsOf({ settings: sameDay, now: '2026-12-01T05:10:00Z' });
    expect(slots[0]).toMatchObject({ date: '2026-12-01', time: '11:30' });
  });

  it('offers today when same-day booking is allowed', () => {
    const slots = slotsOf({ settings: { ...settings, sameDayBookingAllowed: true, minAdvanceHours: 0 }, now });
    expect(slots[0]).toMatchObject({ date: '2026-11-30', time: '12:00' });
  });

  it('returns nothing for a range in the past', () => {
    expect(slotsOf({ now, from: '2026-11-01', to: '2026-11-29' })).toEqual([]);
  });

  it('hides a slot held by a confirmed or pending booking, not a cancelled one', () => {
    const bookings: BookingOccupancy[] = [
      { date: '2026-12-01', time: '09:30', status: 'confirmed' },
      { date: '2026-12-01', time: '10:30', status: 'pending' },
      { date: '2026-12-01', time: '11:30', status: 'cancelled' },
    ];
    const tuesday = slotsOf({ now, bookings }).filter((s) => s.date === '2026-12-01');
    expect(times(tuesday).slice(0, 6)).toEqual(['09:00', '10:00', '11:00', '11:30', '12:00', '12:30']);
  });

  it("uses a booking's own duration, defaulting to the meeting duration", () => {
    const bookings: BookingOccupancy[] = [{ date: '2026-12-01', time: '09:00', duration: 90, status: 'confirmed' }];
    const tuesday = slotsOf({ now, bookings }).filter((s) => s.date === '2026-12-01');
    expect(times(tuesday)[0]).toBe('10:30');
  });
});

describe('buffers', () => {
  const now = '2026-11-30T10:00:00Z';
  const buffered: CalendarSettings = { ...settings, bufferBefore: 10, bufferAfter: 5 };

  it('starts at block start + buffer_before and steps by duration + both buffers', () => {
    const tuesday = slotsOf({ settings: buffered, now }).filter((s) => s.date === '2026-12-01');
    expect(times(tuesday).slice(0, 4)).toEqual(['09:10', '09:55', '10:40', '11:25']);
    // The last slot's end + buffer_after must fit before 17:00: 15:55 + 30 + 5 = 16:30; 16:40 would need 17:15.
    expect(times(tuesday).at(-1)).toBe('15:55');
  });

  it('hides slots overlapping a booking widened by the buffers (after a settings change)', () => {
    // Booked at 10:00 under buffers 0; with buffers 10/5 its occupied interval is 09:50–10:35.
    const bookings: BookingOccupancy[] = [{ date: '2026-12-01', time: '10:00', status: 'confirmed' }];
    const tuesday = slotsOf({ settings: buffered, now, bookings }).filter((s) => s.date === '2026-12-01');
    // 09:10 occupies 09:00–09:45: free. 09:55 occupies 09:45–10:30: hidden. 10:40 occupies 10:30–11:15: hidden.
    expect(times(tuesday).slice(0, 3)).toEqual(['09:10', '11:25', '12:10']);
  });

  it('sees a longer meeting duration after a settings change', () => {
    const longer = { ...settings, meetingDuration: 60 };
    const bookings: BookingOccupancy[] = [{ date: '2026-12-01', time: '09:30', duration: 30, status: 'confirmed' }];
    const tuesday = slotsOf({ settings: longer, now, bookings }).filter((s) => s.date === '2026-12-01');
    // 09:00–10:00 would overlap the 09:30–10:00 booking; 10:00 is free again.
    expect(times(tuesday).slice(0, 2)).toEqual(['10:00', '11:00']);
  });
});

describe('blocks and working hours', () => {
  const now = '2026-11-30T10:00:00Z';
  const block = (dayOfWeek: number, startTime: string, endTime: string, isActive = true): AvailabilityBlock => ({
    id: `${dayOfWeek}-${startTime}`,
    dayOfWeek,
    startTime,
    endTime,
    isActive,
  });

  it('offers every active block, on any weekday and at any hour, and ignores inactive blocks', () => {
    const custom = [block(2, '07:00', '08:00'), block(2, '19:00', '20:00'), block(3, '09:00', '12:00', false), block(6, '09:00', '10:00')];
    const slots = slotsOf({ blocks: custom, now, to: '2026-12-06' });
    expect(slots.map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-12-01 07:00', '2026-12-01 07:30', '2026-12-01 19:00', '2026-12-01 19:30', '2026-12-05 09:00', '2026-12-05 09:30',
    ]);
  });

  it('merges overlapping blocks so slots never overlap each other', () => {
    const custom = [block(2, '09:00', '10:15'), block(2, '09:45', '11:00')];
    const slots = slotsOf({ blocks: custom, now, to: '2026-12-01' });
    expect(times(slots)).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });
});

describe('daylight saving time', () => {
  const allDay: CalendarSettings = { ...settings, maxBookingDays: 60 };
  const everyDay = (startTime: string, endTime: string): AvailabilityBlock[] =>
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ id: `b${dayOfWeek}`, dayOfWeek, startTime, endTime, isActive: true }));

  it('Cairo spring forward (Friday 24 April 2026, 00:00 → 01:00): no slot in the missing hour', () => {
    const slots = generateSlots({
      settings: allDay,
      blocks: everyDay('00:00', '03:00'),
      bookings: [],
      from: '2026-04-24',
      to: '2026-04-24',
      now: Date.parse('2026-04-20T00:00:00Z'),
    });
    expect(times(slots)).toEqual(['01:00', '01:30', '02:00', '02:30']);
    expect(iso(slots[0].start)).toBe('2026-04-23T22:00:00.000Z'); // 01:00 EEST (UTC+3)
  });

  it('Cairo fall back (Thursday 29 October 2026, 24:00 → 23:00): the repeated hour is offered once', () => {
    const slots = generateSlots({
      settings: allDay,
      blocks: everyDay('22:00', '23:59'),
      bookings: [],
      from: '2026-10-29',
      to: '2026-10-29',
      now: Date.parse('2026-10-20T00:00:00Z'),
    });
    expect(times(slots)).toEqual(['22:00', '22:30', '23:00']);
    expect(slots.map((s) => iso(s.start))).toEqual([
      '2026-10-29T19:00:00.000Z',
      '2026-10-29T19:30:00.000Z',
      '2026-10-29T20:00:00.000Z', // the first 23:00, still EEST
    ]);
  });

  it('Cairo business hours keep their wall-clock times across both changes', () => {
    const slots = generateSlots({
      settings: { ...settings, maxBookingDays: 400 },
      blocks,
      bookings: [],
      from: '2026-04-20',
      to: '2026-11-06',
      now: Date.parse('2026-04-10T00:00:00Z'),
    });
    const first = (date: string) => slots.find((s) => s.date === date)!;
    expect(iso(first('2026-04-23').start)).toBe('2026-04-23T07:00:00.000Z'); // Thursday before: UTC+2
    expect(iso(first('2026-04-27').start)).toBe('2026-04-27T06:00:00.000Z'); // Monday after: UTC+3
    expect(iso(first('2026-10-29').start)).toBe('2026-10-29T06:00:00.000Z'); // Thursday of the change, UTC+3
    expect(iso(first('2026-11-02').start)).toBe('2026-11-02T07:00:00.000Z'); // Monday after: UTC+2
    expect(slots.filter((s) => s.date === '2026-10-29')).toHaveLength(16);
  });

  it('America/New_York as the business zone: 02:00–03:00 is skipped, 01:00–02:00 offered once', () => {
    const ny = { ...allDay, timezone: 'America/New_York' };
    const spring = generateSlots({ settings: ny, blocks: everyDay('01:00', '04:00'), bookings: [], from: '2026-03-08', to: '2026-03-08', now: Date.parse('2026-03-01T00:00:00Z') });
    expect(times(spring)).toEqual(['01:00', '01:30', '03:00', '03:30']);
    const fall = generateSlots({ settings: ny, blocks: everyDay('00:30', '02:30'), bookings: [], from: '2026-11-01', to: '2026-11-01', now: Date.parse('2026-10-20T00:00:00Z') });
    expect(times(fall)).toEqual(['00:30', '01:00', '01:30', '02:00']);
    expect(iso(fall[2].start)).toBe('2026-11-01T05:30:00.000Z'); // the first 01:30 (EDT)
    expect(iso(fall[3].start)).toBe('2026-11-01T07:00:00.000Z'); // 02:00 EST, 90 minutes later
  });

  it('a slot never runs past its block when the missing hour falls inside it', () => {
    const ny = { ...allDay, timezone: 'America/New_York', meetingDuration: 60 };
    // 01:30 EST + 60 minutes of elapsed time is 03:30 EDT, beyond the block's 03:00 end (only 30 minutes after
    // 01:30 on the wall clock, but the hour in between does not exist).
    const slots = generateSlots({ settings: ny, blocks: everyDay('00:30', '03:00'), bookings: [], from: '2026-03-08', to: '2026-03-08', now: Date.parse('2026-03-01T00:00:00Z') });
    expect(times(slots)).toEqual(['00:30']);
    // A block starting inside the missing hour starts when the clock jumps.
    const late = generateSlots({ settings: ny, blocks: everyDay('02:30', '05:00'), bookings: [], from: '2026-03-08', to: '2026-03-08', now: Date.parse('2026-03-01T00:00:00Z') });
    expect(times(late)).toEqual(['03:30']);
  });

  it('a buffered grid across a missing hour never yields overlapping slots', () => {
    const ny = { ...allDay, timezone: 'America/New_York', bufferAfter: 15 };
    const slots = generateSlots({ settings: ny, blocks: everyDay('00:00', '06:00'), bookings: [], from: '2026-03-08', to: '2026-03-08', now: Date.parse('2026-03-01T00:00:00Z') });
    for (let i = 1; i < slots.length; i += 1) expect(slots[i].start).toBeGreaterThanOrEqual(slots[i - 1].end + 15 * 60_000);
  });

  it("shows Cairo slots right in a visitor's zone on the visitor's daylight-saving days", () => {
    const slots = slotsOf({ now: '2026-02-27T10:00:00Z', from: '2026-03-01', to: '2026-03-13', settings: { ...settings, maxBookingDays: 30 } });
    const at = (date: string, time: string) => slots.find((s) => s.date === date && s.time === time)!.start;
    // New York moves to EDT on Sunday 8 March; Cairo stays on UTC+2.
    expect(formatInZone(at('2026-03-06', '09:00'), 'America/New_York')).toMatchObject({ date: '2026-03-06', time: '02:00' });
    expect(formatInZone(at('2026-03-09', '09:00'), 'America/New_York')).toMatchObject({ date: '2026-03-09', time: '03:00' });
    // Half-hour offset: 13:00 Cairo is 16:30 in Kolkata; 16:30 Cairo is 20:00.
    expect(formatInZone(at('2026-03-09', '13:00'), 'Asia/Kolkata')).toMatchObject({ date: '2026-03-09', time: '16:30' });
    expect(formatInZone(at('2026-03-09', '16:30'), 'Asia/Kolkata')).toMatchObject({ date: '2026-03-09', time: '20:00' });
    // Across the date line: 09:00 Cairo Monday is 20:00 Monday in Auckland (UTC+13 in March).
    expect(formatInZone(at('2026-03-09', '09:00'), 'Pacific/Auckland')).toMatchObject({ date: '2026-03-09', time: '20:00' });
    expect(formatInZone(at('2026-03-09', '13:00'), 'Pacific/Auckland')).toMatchObject({ date: '2026-03-10', time: '00:00' });
    expect(formatInZone(at('2026-03-09', '09:00'), 'America/Los_Angeles')).toMatchObject({ date: '2026-03-09', time: '00:00' });
    expect(formatInZone(at('2026-03-09', '09:30'), 'America/Los_Angeles')).toMatchObject({ date: '2026-03-09', time: '00:30' });
    expect(formatInZone(at('2026-03-06', '09:00'), 'America/Los_Angeles')).toMatchObject({ date: '2026-03-05', time: '23:00' });
  });
});

describe('checkSlot (slot acceptance)', () => {
  const base = { settings, blocks, now: Date.parse('2026-11-30T10:00:00Z') };

  it('accepts exactly the generated slots', () => {
    expect(checkSlot({ ...base, bookings: [], date: '2026-12-01', time: '09:00' })).toMatchObject({ ok: true, slot: { time: '09:00' } });
    expect(checkSlot({ ...base, bookings: [], date: '2026-12-01', time: '09:00:00' })).toMatchObject({ ok: true });
  });

  it('says taken for the same date and time held by an occupying booking', () => {
    const bookings = [{ date: '2026-12-01', time: '09:00', status: 'confirmed' }];
    expect(checkSlot({ ...base, bookings, date: '2026-12-01', time: '09:00' })).toEqual({ ok: false, reason: 'taken' });
  });

  it('says unavailable for off-grid, past, too-soon, too-far, weekend and overlapping times', () => {
    const bookings = [{ date: '2026-12-01', time: '09:00', duration: 60, status: 'confirmed' }];
    for (const [date, time] of [
      ['2026-12-01', '09:15'],
      ['2026-12-01', '09:30'],
      ['2026-11-30', '16:00'],
      ['2026-11-29', '10:00'],
      ['2026-12-31', '10:00'],
      ['2026-12-05', '10:00'],
      ['2026-12-01', '17:00'],
      ['2026-12-01', '08:30'],
    ]) {
      expect(checkSlot({ ...base, bookings, date, time }), `${date} ${time}`).toEqual({ ok: false, reason: 'unavailable' });
    }
  });
});

describe('date overrides and staff calendars', () => {
  // Monday 30 November 2026, 12:00 in Cairo (UTC+2).
  const now = Date.parse('2026-11-30T10:00:00Z');
  const query = (extra: Partial<SlotQuery> = {}): SlotQuery => ({ settings, blocks, bookings: [], from: '2026-12-01', to: '2026-12-07', now, ...extra });
  const datesOf = (slots: { date: string }[]) => [...new Set(slots.map((s) => s.date))];

  it('a closed date offers nothing and a date with its own hours offers only those, on any weekday', () => {
    const slots = generateSlots(query({
      overrides: {
        '2026-12-02': { closed: true, hours: [] },
        '2026-12-05': { closed: false, hours: [{ startTime: '10:00', endTime: '11:00' }] }, // a Saturday
        '2026-12-03': { closed: false, hours: [{ startTime: '13:00', endTime: '14:00' }] },
      },
    }));
    expect(datesOf(slots)).toEqual(['2026-12-01', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-07']);
    expect(times(slots.filter((s) => s.date === '2026-12-03'))).toEqual(['13:00', '13:30']);
    expect(times(slots.filter((s) => s.date === '2026-12-05'))).toEqual(['10:00', '10:30']);
    expect(checkSlot({ ...query({ overrides: { '2026-12-02': { closed: true, hours: [] } } }), date: '2026-12-02', time: '10:00' })).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('a saved block yields slots with nothing else to set, and the public working days and hours follow the blocks', () => {
    const withSaturday: AvailabilityBlock[] = [...blocks, { id: 'sat', dayOfWeek: 6, startTime: '10:00', endTime: '12:00', isActive: true }];
    expect(times(generateSlots(query({ blocks: withSaturday })).filter((s) => s.date === '2026-12-05'))).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(workingTimeSummary(withSaturday)).toEqual({ workingDays: [1, 2, 3, 4, 5, 6], workingHoursStart: '09:00', workingHoursEnd: '17:00' });
    // A paused block offers nothing and counts for nothing.
    const paused = withSaturday.map((block) => (block.id === 'sat' ? { ...block, isActive: false } : block));
    expect(generateSlots(query({ blocks: paused })).filter((s) => s.date === '2026-12-05')).toEqual([]);
    expect(workingTimeSummary(paused).workingDays).toEqual([1, 2, 3, 4, 5]);
  });

  it('a busy time hides the slots it overlaps, widened by the buffers as a booking is', () => {
    // 10:00–10:45 Cairo busy.
    const busy = [{ calendarId: 'team', start: Date.parse('2026-12-01T08:00:00Z'), end: Date.parse('2026-12-01T08:45:00Z') }];
    expect(times(generateSlots(query({ busy, to: '2026-12-01' }))).slice(0, 4)).toEqual(['09:00', '09:30', '11:00', '11:30']);
    const buffered = { ...settings, bufferAfter: 15 }; // grid 09:00, 09:45, 10:30, 11:15 …
    expect(times(generateSlots(query({ settings: buffered, busy, to: '2026-12-01' }))).slice(0, 3)).toEqual(['09:00', '11:15', '12:00']);
    expect(checkSlot({ ...query({ busy }), date: '2026-12-01', time: '10:30' })).toEqual({ ok: false, reason: 'unavailable' });
  });
});

describe('explainDate: why a slot is not offered', () => {
  const now = Date.parse('2026-11-30T10:00:00Z'); // Monday 12:00 Cairo
  const base = { settings, blocks, bookings: [] as BookingOccupancy[], now };
  const rules = (slots: ReturnType<typeof explainDate>) => Object.fromEntries(slots.map((s) => [s.time, s.hidden ? (s.hidden.rule === 'busy' ? `busy:${s.hidden.calendarId}` : s.hidden.rule) : 'offered']));

  it('names the rule hiding each slot, and offers exactly what generateSlots offers', () => {
    const bookings: BookingOccupancy[] = [{ date: '2026-12-01', time: '09:30', status: 'confirmed' }];
    const busy = [{ calendarId: 'team', start: Date.parse('2026-12-01T09:00:00Z'), end: Date.parse('2026-12-01T09:30:00Z') }]; // 11:00 Cairo
    const buffered = { ...settings, bufferBefore: 0, bufferAfter: 0 };
    const explained = explainDate({ ...base, settings: buffered, bookings, busy, date: '2026-12-01' });
    expect(rules(explained)).toMatchObject({ '09:00': 'offered', '09:30': 'booked', '11:00': 'busy:team', '16:30': 'offered' });
    const offered = explained.filter((s) => !s.hidden).map((s) => s.time);
    expect(offered).toEqual(times(generateSlots({ ...base, settings: buffered, bookings, busy, from: '2026-12-01', to: '2026-12-01' })));

    // Grid 09:00, 10:00, 11:00 … after a buffer was added; a booking made before sits at 09:30–10:00 (+30 min buffer):
    // neither neighbour overlaps the meeting itself, only its buffers do.
    const withBuffer = explainDate({ ...base, settings: { ...settings, bufferAfter: 30 }, bookings: [{ date: '2026-12-01', time: '09:30', status: 'confirmed' }], date: '2026-12-01' });
    expect(rules(withBuffer)).toMatchObject({ '09:00': 'buffer', '10:00': 'buffer', '11:00': 'offered' });
  });

  it('tells weekends, closed dates, too-soon and beyond-horizon apart', () => {
    expect(new Set(Object.values(rules(explainDate({ ...base, date: '2026-12-05' }))))).toEqual(new Set(['outside-working-time']));
    expect(explainDate({ ...base, date: '2026-12-05' })).toHaveLength(16);
    expect(new Set(Object.values(rules(explainDate({ ...base, overrides: { '2026-12-02': { closed: true, hours: [] } }, date: '2026-12-02' }))))).toEqual(new Set(['closed-date']));
    expect(new Set(Object.values(rules(explainDate({ ...base, date: '2026-11-30' }))))).toEqual(new Set(['too-soon']));
    expect(new Set(Object.values(rules(explainDate({ ...base, date: '2027-01-04' }))))).toEqual(new Set(['beyond-horizon']));
    // A date with its own hours: those are offered, the rest of the usual day is outside working time.
    const own = rules(explainDate({ ...base, overrides: { '2026-12-01': { closed: false, hours: [{ startTime: '12:00', endTime: '13:00' }] } }, date: '2026-12-01' }));
    expect(own).toMatchObject({ '09:00': 'outside-working-time', '12:00': 'offered', '12:30': 'offered', '13:00': 'outside-working-time' });
  });
});
