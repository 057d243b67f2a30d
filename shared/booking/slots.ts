import type { AvailabilityBlock, CalendarSettings, SlotDto } from './schemas';
import { isOccupying } from './schemas';
import {
  addDays,
  dateAt,
  dayNumber,
  dayOfWeek,
  formatWallTime,
  instantOfWallTime,
  instantOfWallTimeLenient,
  isoInstant,
  parseWallTime,
  zoneOffsetMs,
} from './time';

/*
 * The slot engine: which slots exist, and whether a requested one may be booked. Pure: the caller passes the settings, the
 * availability blocks, the occupying bookings and `now`. All rules run in the business time zone of the settings;
 * slots come out as UTC instants with their business date and wall-clock time.
 *
 * Rules, per business date in the range:
 *  - only dates from today (business zone) to today + maxBookingDays; today only when sameDayBookingAllowed;
 *  - only weekdays in workingDays; the weekday's active blocks, merged where they overlap or touch and clipped to
 *    the working hours, are the day's windows;
 *  - in each window, slots start at window start + bufferBefore and step by duration + bufferBefore + bufferAfter,
 *    kept while end + bufferAfter fits in the window (on the wall clock and in elapsed time, so a daylight-saving
 *    jump inside a window never stretches a slot beyond it); a wall-clock time that does not exist is skipped, a
 *    repeated one means its first occurrence;
 *  - a slot's occupied interval is [start − bufferBefore, end + bufferAfter]; it is hidden when it overlaps the
 *    occupied interval of a confirmed or pending booking (whose own duration defaults to the meeting duration),
 *    or of a slot already produced (only possible around a daylight-saving jump);
 *  - a slot starting before now + minAdvanceHours is hidden.
 * Every occupied interval therefore lies inside its business day, which the booking store relies on.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface Slot {
  /** Business date `YYYY-MM-DD`. */
  date: string;
  /** Business wall-clock time `HH:mm`. */
  time: string;
  /** Epoch ms (UTC). */
  start: number;
  end: number;
}

/** What the engine needs to know about an existing booking. */
export interface BookingOccupancy {
  date: string;
  time: string;
  /** UTC instant (ISO or epoch ms) the booking starts at; derived from date and time when absent. */
  start?: string | number;
  /** Minutes; the meeting duration when absent. */
  duration?: number;
  status: string;
}

export interface SlotQuery {
  settings: CalendarSettings;
  blocks: readonly AvailabilityBlock[];
  /** Bookings of the range and of the day before and after it; non-occupying ones are ignored. */
  bookings: readonly BookingOccupancy[];
  /** First and last business date, inclusive. */
  from: string;
  to: string;
  /** Epoch ms. */
  now: number;
}

export interface Interval {
  start: number;
  end: number;
}

/** Every bookable slot of the range, sorted by start. */
export function generateSlots(query: SlotQuery): Slot[] {
  const { settings, now } = query;
  const zone = settings.timezone;
  const duration = settings.meetingDuration;
  const before = settings.bufferBefore;
  const after = settings.bufferAfter;
  const step = duration + before + after;
  const earliestStart = now + settings.minAdvanceHours * HOUR_MS;

  const today = dateAt(now, zone);
  const firstDate = maxDate(query.from, settings.sameDayBookingAllowed ? today : addDays(today, 1));
  const lastDate = minDate(query.to, addDays(today, settings.maxBookingDays));
  if (firstDate > lastDate) return [];

  const windowsByWeekday = weeklyWindows(settings, query.blocks);
  const busy = occupiedUnion(query.bookings, settings);
  const slots: Slot[] = [];
  let lastOccupiedEnd = -Infinity;

  for (let day = dayNumber(firstDate), last = dayNumber(lastDate); day <= last; day += 1) {
    const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    const windows = windowsByWeekday[dayOfWeek(date)];
    if (windows.length === 0) continue;
    const toInstant = wallClockConverter(date, zone);

    for (const window of windows) {
      const windowStart = toInstant.lenient(window.start);
      const windowEnd = toInstant.lenient(window.end);
      for (let cursor = window.start + before; cursor + duration + after <= window.end; cursor += step) {
        const start = toInstant.exact(cursor);
        if (start === undefined) continue;
        const end = start + duration * MINUTE_MS;
        const occupiedStart = start - before * MINUTE_MS;
        const occupiedEnd = end + after * MINUTE_MS;
        if (occupiedStart < windowStart || occupiedEnd > windowEnd) continue;
        if (occupiedStart < lastOccupiedEnd) continue;
        if (start < earliestStart) continue;
        if (overlapsAny(busy, occupiedStart, occupiedEnd)) continue;
        slots.push({ date, time: formatWallTime(cursor), start, end });
        lastOccupiedEnd = occupiedEnd;
      }
    }
  }
  return slots;
}

export type SlotVerdict =
  | { ok: true; slot: Slot }
  /** `taken`: an occupying booking holds exactly this date and time; `unavailable`: any other reason. */
  | { ok: false; reason: 'taken' | 'unavailable' };

/**
 * Slot acceptance: a requested business date and time is bookable only if the engine generates it now.
 * A slot held by an occupying booking at the same date and time is `taken` (DUPLICATE_BOOKING); everything
 * else that is not generated is `unavailable` (SLOT_UNAVAILABLE).
 */
export function checkSlot(query: Omit<SlotQuery, 'from' | 'to'> & { date: string; time: string }): SlotVerdict {
  const time = query.time.slice(0, 5);
  const held = query.bookings.some((b) => isOccupying(b.status) && b.date === query.date && b.time.slice(0, 5) === time);
  if (held) return { ok: false, reason: 'taken' };
  const slot = generateSlots({ ...query, from: query.date, to: query.date }).find((s) => s.time === time);
  return slot ? { ok: true, slot } : { ok: false, reason: 'unavailable' };
}

/** The interval a booking blocks: its meeting widened by the current buffers. */
export function occupiedInterval(booking: BookingOccupancy, settings: CalendarSettings): Interval {
  const start = bookingStart(booking, settings.timezone);
  const duration = booking.duration ?? settings.meetingDuration;
  return {
    start: start - settings.bufferBefore * MINUTE_MS,
    end: start + (duration + settings.bufferAfter) * MINUTE_MS,
  };
}

/** Epoch ms a booking starts at. */
export function bookingStart(booking: BookingOccupancy, timeZone: string): number {
  if (typeof booking.start === 'number') return booking.start;
  if (typeof booking.start === 'string') {
    const parsed = Date.parse(booking.start);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return wallClockConverter(booking.date, timeZone).lenient(parseWallTime(booking.time));
}

export function toSlotDto(slot: Slot): SlotDto {
  return { date: slot.date, time: slot.time, start: isoInstant(slot.start), end: isoInstant(slot.end) };
}

/** The weekday's bookable windows (minutes since midnight), merged and clipped to the working hours. */
export function weeklyWindows(settings: CalendarSettings, blocks: readonly AvailabilityBlock[]): Interval[][] {
  const workStart = parseWallTime(settings.workingHoursStart);
  const workEnd = parseWallTime(settings.workingHoursEnd);
  const workingDays = new Set(settings.workingDays);
  const result: Interval[][] = [[], [], [], [], [], [], []];
  for (const block of blocks) {
    if (!block.isActive || !workingDays.has(block.dayOfWeek)) continue;
    const start = Math.max(parseWallTime(block.startTime), workStart);
    const end = Math.min(parseWallTime(block.endTime), workEnd);
    if (end > start) result[block.dayOfWeek].push({ start, end });
  }
  return result.map(mergeIntervals);
}

/** Sorted, disjoint union of intervals (touching ones are joined). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

function occupiedUnion(bookings: readonly BookingOccupancy[], settings: CalendarSettings): Interval[] {
  return mergeIntervals(bookings.filter((b) => isOccupying(b.status)).map((b) => occupiedInterval(b, settings)));
}

/** True when [start, end) overlaps an interval of the sorted disjoint union. */
function overlapsAny(union: readonly Interval[], start: number, end: number): boolean {
  let low = 0;
  let high = union.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (union[mid].end <= start) low = mid + 1;
    else high = mid;
  }
  return low < union.length && union[low].start < end;
}

interface WallClockConverter {
  /** Instant of a wall-clock time on the date; undefined inside a missing hour; the first of a repeated one. */
  exact(minutes: number): number | undefined;
  /** Same, but a time inside a missing hour resolves to the jump. */
  lenient(minutes: number): number;
}

/**
 * Converts wall-clock times of one business date. On a day whose UTC offset stays the same (almost every day)
 * this is one subtraction; around a daylight-saving change it asks the zone database for each time.
 */
function wallClockConverter(date: string, zone: string): WallClockConverter {
  const midnightWall = dayNumber(date) * DAY_MS;
  const offset = steadyOffset(date, zone);
  if (offset !== undefined) {
    const convert = (minutes: number) => midnightWall + minutes * MINUTE_MS - offset;
    return { exact: convert, lenient: convert };
  }
  return {
    exact: (minutes) => instantOfWallTime(date, minutes, zone),
    lenient: (minutes) => instantOfWallTimeLenient(date, minutes, zone),
  };
}

const steadyOffsets = new Map<string, number | undefined>();

/** The date's UTC offset when it is the same all around the day, else undefined (memoised: zones are static). */
function steadyOffset(date: string, zone: string): number | undefined {
  const key = `${zone}|${date}`;
  if (steadyOffsets.has(key)) return steadyOffsets.get(key);
  const midnightWall = dayNumber(date) * DAY_MS;
  const offset = zoneOffsetMs(midnightWall - DAY_MS, zone);
  const steady =
    zoneOffsetMs(midnightWall, zone) === offset &&
    zoneOffsetMs(midnightWall + DAY_MS, zone) === offset &&
    zoneOffsetMs(midnightWall + 2 * DAY_MS, zone) === offset;
  if (steadyOffsets.size >= 20_000) steadyOffsets.clear();
  steadyOffsets.set(key, steady ? offset : undefined);
  return steady ? offset : undefined;
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
