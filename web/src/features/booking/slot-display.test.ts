import { describe, expect, it } from 'vitest';
import type { SlotDto } from '../../../../shared/booking/schemas';
import { formatConfirmationDate, formatLongDate, formatMonthTitle, formatSlotTime, groupByVisitorDate, zoneAbbreviation } from './slot-display';

/** Business slots in Cairo (UTC+2 in winter). */
const slot = (date: string, time: string, start: string): SlotDto => ({ date, time, start, end: new Date(Date.parse(start) + 1_800_000).toISOString() });
const morning = slot('2026-12-01', '09:00', '2026-12-01T07:00:00.000Z');
const evening = slot('2026-12-01', '16:30', '2026-12-01T14:30:00.000Z');

describe('slot times in the visitor zone', () => {
  it('converts a Cairo slot to New York and Tokyo', () => {
    expect(formatSlotTime(morning.start, 'America/New_York')).toBe('2:00 AM');
    expect(formatSlotTime(morning.start, 'Asia/Tokyo')).toBe('4:00 PM');
    expect(formatSlotTime(evening.start, 'Asia/Kolkata')).toBe('8:00 PM');
    expect(formatSlotTime(morning.start, 'Africa/Cairo')).toBe('9:00 AM');
  });

  it('writes 24-hour times when asked', () => {
    expect(formatSlotTime(evening.start, 'Asia/Tokyo', '24h')).toBe('23:30');
    expect(formatSlotTime(morning.start, 'America/New_York', '24h')).toBe('02:00');
  });

  it('names the zone', () => {
    expect(zoneAbbreviation(morning.start, 'America/New_York')).toBe('EST');
    expect(zoneAbbreviation(morning.start, 'Asia/Tokyo')).toBe('GMT+9');
  });

  it('groups slots by the visitor date, which may differ from the business date', () => {
    const late = slot('2026-12-01', '16:30', '2026-12-01T14:30:00.000Z');
    const groups = groupByVisitorDate([late, morning], 'Pacific/Kiritimati'); // UTC+14
    expect([...groups.keys()]).toEqual(['2026-12-01', '2026-12-02']);
    expect(groups.get('2026-12-02')).toEqual([late]);
    expect([...groupByVisitorDate([late, morning], 'Africa/Cairo').keys()]).toEqual(['2026-12-01']);
  });
});

describe('dates', () => {
  it('formats the long date, the month title and the confirmation date', () => {
    expect(formatLongDate('2026-12-01')).toBe('Tuesday, December 1, 2026');
    expect(formatMonthTitle('2026-12')).toBe('December 2026');
    expect(formatConfirmationDate('2026-12-01')).toBe('Dec 1st, 2026');
    expect(formatConfirmationDate('2026-12-22')).toBe('Dec 22nd, 2026');
    expect(formatConfirmationDate('2026-12-13')).toBe('Dec 13th, 2026');
    expect(formatConfirmationDate('2027-01-03')).toBe('Jan 3rd, 2027');
  });
});
