/**
 * Calendar dates, wall-clock times and time zones without a clock read.
 *
 * A business date is a `YYYY-MM-DD` string, a wall-clock time is minutes since midnight, an instant is epoch
 * milliseconds (or an ISO string in UTC). Conversions between wall clock and instants use the platform's IANA
 * database through `Intl`, and handle the two kinds of daylight-saving days explicitly:
 *  - a missing hour (spring forward): a wall-clock time inside the gap does not exist;
 *  - a repeated hour (fall back): a wall-clock time inside it exists twice; the earlier instant is used.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * True for a real calendar date written `YYYY-MM-DD`, from the year 100 (Date.UTC, which this module's arithmetic
 * uses, reads the years 0–99 as 1900–1999).
 */
export function isIsoDate(value: string): boolean {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  // Arithmetic rather than a round trip through Date: every availability request checks its range with this.
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True for `HH:mm` or `HH:mm:ss` (00:00 to 23:59:59). */
export function isWallTime(value: string): boolean {
  return TIME_RE.test(value);
}

/** `HH:mm[:ss]` → minutes since midnight (seconds are dropped). */
export function parseWallTime(value: string): number {
  const match = TIME_RE.exec(value);
  if (!match) throw new RangeError(`Not a time: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since midnight → `HH:mm`. */
export function formatWallTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (a calendar computation: no time zone involved). */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** `YYYY-MM-DD` of a day number. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Wall clock of an instant in a zone, as if it were UTC (epoch ms, whole seconds). */
function wallMsAt(instant: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(instant));
  let y = 0;
  let mo = 0;
  let d = 0;
  let h = 0;
  let mi = 0;
  let s = 0;
  for (const part of parts) {
    switch (part.type) {
      case 'year':
        y = Number(part.value);
        break;
      case 'month':
        mo = Number(part.value);
        break;
      case 'day':
        d = Number(part.value);
        break;
      case 'hour':
        h = Number(part.value);
        break;
      case 'minute':
        mi = Number(part.value);
        break;
      case 'second':
        s = Number(part.value);
        break;
      default:
        break;
    }
  }
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** UTC offset of a zone at an instant, in milliseconds (Cairo in summer: +3 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const floored = Math.floor(instant / 1000) * 1000;
  return wallMsAt(floored, timeZone) - floored;
}

export interface BusinessWallClock {
  date: string;
  /** Minutes since midnight. */
  minutes: number;
}

/** Business date and wall-clock time of an instant. */
export function wallClockAt(instant: number, timeZone: string): BusinessWallClock {
  const wall = wallMsAt(instant, timeZone);
  const day = Math.floor(wall / DAY_MS);
  return { date: dateOfDayNumber(day), minutes: Math.floor((wall - day * DAY_MS) / MINUTE_MS) };
}

/** Business date of an instant. */
export function dateAt(instant: number, timeZone: string): string {
  return wallClockAt(instant, timeZone).date;
}

/**
 * Every instant showing the wall-clock time `minutes` on `date` in the zone, earliest first: one on an ordinary
 * day, two inside a repeated hour, none inside a missing hour.
 */
export function instantsOfWallTime(date: string, minutes: number, timeZone: string): number[] {
  const wall = dayNumber(date) * DAY_MS + minutes * MINUTE_MS;
  const offsets = new Set([
    zoneOffsetMs(wall - DAY_MS, timeZone),
    zoneOffsetMs(wall, timeZone),
    zoneOffsetMs(wall + DAY_MS, timeZone),
  ]);
  const found: number[] = [];
  for (const offset of offsets) {
    const candidate = wall - offset;
    if (zoneOffsetMs(candidate, timeZone) === offset && !found.includes(candidate)) found.push(candidate);
  }
  return found.sort((a, b) => a - b);
}

/**
 * The instant of a wall-clock time, or undefined when it does not exist (inside a missing hour). A repeated
 * wall-clock time gives its earlier instant.
 */
export function instantOfWallTime(date: string, minutes: number, timeZone: string): number | undefined {
  return instantsOfWallTime(date, minutes, timeZone)[0];
}

/**
 * Like `instantOfWallTime`, but a time inside a missing hour resolves to the moment the clock jumped (the gap's
 * only instant). Used for block edges, so that a block whose edge falls into a gap just becomes shorter.
 */
export function instantOfWallTimeLenient(date: string, minutes: number, timeZone: string): number {
  const exact = instantOfWallTime(date, minutes, timeZone);
  if (exact !== undefined) return exact;
  const wall = dayNumber(date) * DAY_MS + minutes * MINUTE_MS;
  // Inside a gap the offset before the jump is the smaller one; the jump happened at wall - offsetAfter … both
  // readings land on either side of the jump, so search the jump between them.
  const before = wall - zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = wall - zoneOffsetMs(wall + DAY_MS, timeZone);
  let low = Math.min(before, after);
  let high = Math.max(before, after);
  const lowOffset = zoneOffsetMs(low, timeZone);
  while (high - low > 1000) {
    const mid = Math.floor((low + high) / 2000) * 1000;
    if (zoneOffsetMs(mid, timeZone) === lowOffset) low = mid;
    else high = mid;
  }
  return high;
}

/** Instant of midnight starting a business date (the first existing instant of that date). */
export function startOfBusinessDay(date: string, timeZone: string): number {
  return instantOfWallTimeLenient(date, 0, timeZone);
}

const IANA_NAME = /^(?:[A-Za-z][A-Za-z0-9_+-]*)(?:\/[A-Za-z0-9_+-]+)*$/;
const validZones = new Map<string, boolean>();

/**
 * True for an IANA time zone name this runtime knows (`Africa/Cairo`, `Asia/Kolkata`, `UTC`, `Etc/GMT+5`).
 * Raw offsets (`+05:30`) and unknown names are refused.
 */
export function isValidTimeZone(value: string): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64 || !IANA_NAME.test(value)) return false;
  let known = validZones.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    if (validZones.size < 1000) validZones.set(value, known);
  }
  return known;
}

export function isoInstant(instant: number): string {
  return new Date(instant).toISOString();
}
