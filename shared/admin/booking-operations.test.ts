import { describe, expect, it } from 'vitest';
import { attendanceRefusal, auditSentences, layOutWeeks, matchesBookingSearch, noShowsInWords, weekStart } from './booking-operations';

const ada = { name: 'Ada Lovelace', email: 'ada@analytical.example', company: 'Société Générale' };

describe('matchesBookingSearch', () => {
  it('finds every word in the name, the e-mail address or the company, ignoring case and accents', () => {
    expect(matchesBookingSearch(ada, undefined)).toBe(true);
    expect(matchesBookingSearch(ada, '  ')).toBe(true);
    expect(matchesBookingSearch(ada, 'lovelace')).toBe(true);
    expect(matchesBookingSearch(ada, 'ANALYTICAL.example')).toBe(true);
    expect(matchesBookingSearch(ada, 'societe')).toBe(true);
    expect(matchesBookingSearch(ada, 'ada générale')).toBe(true);
    expect(matchesBookingSearch(ada, 'ada babbage')).toBe(false);
  });
});

describe('layOutWeeks', () => {
  it('lays bookings out by day over whole weeks from the Monday of the first, empty days included', () => {
    const bookings = [
      { id: 'late', date: '2026-12-02', start: '2026-12-02T13:00:00.000Z' },
      { id: 'early', date: '2026-12-02', start: '2026-12-02T07:00:00.000Z' },
      { id: 'next-week', date: '2026-12-08', start: '2026-12-08T07:00:00.000Z' },
      { id: 'outside', date: '2026-12-20', start: '2026-12-20T07:00:00.000Z' },
    ];
    expect(weekStart('2026-12-03')).toBe('2026-11-30');
    expect(weekStart('2026-12-06')).toBe('2026-11-30');

    const weeks = layOutWeeks(bookings, '2026-12-03', 2);

    expect(weeks.map((week) => week.map((day) => day.date))).toEqual([
      ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'],
      ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'],
    ]);
    expect(weeks[0][2].bookings.map((booking) => booking.id)).toEqual(['early', 'late']);
    expect(weeks[1][1].bookings.map((booking) => booking.id)).toEqual(['next-week']);
    expect(weeks.flat().flatMap((day) => day.bookings).map((booking) => booking.id)).not.toContain('outside');
  });
});

describe('attendanceRefusal', () => {
  const start = '2026-12-01T09:00:00.000Z';
  it('allows marking from the start of the meeting on, never for a cancelled booking', () => {
    expect(attendanceRefusal({ start, status: 'confirmed' }, Date.parse(start) - 1)).toBe('not-started');
    expect(attendanceRefusal({ start, status: 'confirmed' }, Date.parse(start))).toBeUndefined();
    expect(attendanceRefusal({ start, status: 'cancelled' }, Date.parse(start) + 3_600_000)).toBe('cancelled');
  });
});

it('says no-shows in real plurals', () => {
  expect([1, 2].map(noShowsInWords)).toEqual(['1 no-show', '2 no-shows']);
});

it('says each staff action on a booking in a sentence, with the business time and its zone', () => {
  const booking = { name: 'Ada Lovelace', company: 'Analytical Engines', start: '2026-12-01T08:00:00.000Z', businessTimezone: 'Africa/Cairo' };
  expect(auditSentences.cancelled(booking, 'The team is travelling')).toBe(
    "Cancelled Ada Lovelace (Analytical Engines)'s meeting of Tuesday, December 1, 2026 at 10:00 (Africa/Cairo, GMT+2), saying “The team is travelling”.",
  );
  expect(auditSentences.attendance({ ...booking, company: '' }, 'attended')).toBe("Marked Ada Lovelace's meeting of Tuesday, December 1, 2026 at 10:00 (Africa/Cairo, GMT+2) as attended.");
});
