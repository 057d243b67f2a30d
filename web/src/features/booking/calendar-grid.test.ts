import { describe, expect, it } from 'vitest';
import { businessRangeForMonth, daysInMonth, monthGrid, moveFocusedDate, shiftMonth } from './calendar-grid';

describe('the month grid', () => {
  it('starts weeks on Monday and pads with empty cells', () => {
    // 1 December 2026 is a Tuesday.
    const weeks = monthGrid('2026-12');
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('knows month lengths, leap years included', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(monthGrid('2027-02')).toHaveLength(4); // 1 Feb 2027 is a Monday: four full weeks.
  });

  it('moves between months and years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('asks availability one day beyond each end of the month', () => {
    expect(businessRangeForMonth('2026-12')).toEqual({ from: '2026-11-30', to: '2027-01-01' });
  });
});

describe('keyboard movement in the grid', () => {
  it.each([
    ['ArrowLeft', '2026-12-09'],
    ['ArrowRight', '2026-12-11'],
    ['ArrowUp', '2026-12-03'],
    ['ArrowDown', '2026-12-17'],
    ['Home', '2026-12-07'],
    ['End', '2026-12-13'],
    ['PageUp', '2026-11-10'],
    ['PageDown', '2027-01-10'],
  ])('%s from Thursday 10 December goes to %s', (key, expected) => {
    expect(moveFocusedDate('2026-12-10', key)).toBe(expected);
  });

  it('clamps a month jump to the shorter month and ignores other keys', () => {
    expect(moveFocusedDate('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(moveFocusedDate('2026-12-10', 'a')).toBeUndefined();
  });
});
