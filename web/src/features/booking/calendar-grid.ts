import { addDays, dayNumber, dayOfWeek } from '../../../../shared/booking/time';

/*
 * The month calendar as plain data: months are `YYYY-MM`, days `YYYY-MM-DD` (calendar dates, no time zone).
 * Weeks start on Monday.
 */

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function firstOfMonth(month: string): string {
  return `${month}-01`;
}

export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

export function lastOfMonth(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** The month `delta` months before (negative) or after `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 0 = Monday … 6 = Sunday. */
function weekdayFromMonday(date: string): number {
  return (dayOfWeek(date) + 6) % 7;
}

/** The weeks of a month, Monday first; days outside the month are null. */
export function monthGrid(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const cells: (string | null)[] = Array.from({ length: weekdayFromMonday(first) }, () => null);
  for (let day = 0; day < daysInMonth(month); day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** Monday to Sunday, for the column headers. */
export const weekdayNames = [
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
  { short: 'Sun', long: 'Sunday' },
] as const;

/** The same day of the month `delta` months away, clamped to that month's length (Jan 31 + 1 → Feb 28). */
function shiftDateByMonths(date: string, delta: number): string {
  const month = shiftMonth(monthOf(date), delta);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * Where a key moves the focused day in the calendar grid (WAI-ARIA date picker pattern): arrows by a day or a
 * week, Home/End to the week's start/end, Page Up/Down by a month. Undefined for other keys.
 */
export function moveFocusedDate(date: string, key: string): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayFromMonday(date));
    case 'End':
      return addDays(date, 6 - weekdayFromMonday(date));
    case 'PageUp':
      return shiftDateByMonths(date, -1);
    case 'PageDown':
      return shiftDateByMonths(date, 1);
    default:
      return undefined;
  }
}

/**
 * The business dates to ask availability for so that every slot falling on a visitor date of `month` is
 * covered: a business date and a visitor date differ by at most one day, so the month widened by a day each side.
 */
export function businessRangeForMonth(month: string): { from: string; to: string } {
  return { from: addDays(firstOfMonth(month), -1), to: addDays(lastOfMonth(month), 1) };
}

/** True when `date` lies strictly before `other`. */
export function isBefore(date: string, other: string): boolean {
  return dayNumber(date) < dayNumber(other);
}
