import { describe, expect, it } from 'vitest';
import { formatCount, formatLongDate } from './dates';

describe('content dates and counts', () => {
  it('prints the UTC calendar day the way en-US does', () => {
    const samples = ['2025-03-02T23:30:00.000Z', '2026-01-01T00:00:00Z', '2024-02-29T12:00:00+14:00', '1999-12-31T23:59:59Z'];
    for (const iso of samples) {
      const expected = new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      expect(formatLongDate(iso)).toBe(expected);
    }
    expect(formatLongDate('2025-03-02T23:30:00.000Z')).toBe('March 2, 2025');
  });

  it('reads a bare date as that calendar day, whatever the local zone', () => {
    expect(formatLongDate('2026-11-21')).toBe('November 21, 2026');
  });

  it('prints nothing for what is not a date', () => {
    expect(formatLongDate('nonsense')).toBe('');
    expect(formatLongDate('')).toBe('');
  });

  it('groups thousands like en-US', () => {
    for (const count of [0, 7, 999, 1000, 12480, 1234567, -4321]) expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});
