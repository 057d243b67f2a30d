import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from './time';

/** The definition: a date is real when Date reads it back unchanged. */
function roundTrips(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === value;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

describe('isIsoDate', () => {
  it('knows leap years and month lengths', () => {
    expect(['2024-02-29', '2000-02-29', '2026-01-31', '2026-04-30', '2026-12-31', '0100-01-01', '9999-12-31'].filter(isIsoDate)).toHaveLength(7);
    expect(['2026-02-29', '1900-02-29', '2026-04-31', '2026-02-30', '2026-00-10', '2026-13-01', '2026-01-00', '2026-01-32'].filter(isIsoDate)).toEqual([]);
  });

  it('refuses other shapes and the years Date.UTC would read as 19xx', () => {
    expect(['2026-1-01', '2026-01-1', '26-01-01', '2026/01/01', '2026-01-01T00:00', ' 2026-01-01', '0099-12-31', ''].filter(isIsoDate)).toEqual([]);
  });

  it('agrees with a round trip through Date for every YYYY-MM-DD from the year 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (year, month, day) => {
        const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
        expect(isIsoDate(value)).toBe(roundTrips(value));
      }),
      { numRuns: 5000 },
    );
  });
});
