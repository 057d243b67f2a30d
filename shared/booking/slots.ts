import { isOccupying, type AvailabilityBlock, type CalendarSettings, type DateOverride, type SlotDto } from './schemas';
import { mergeIntervals, overrideWindows, weeklyWindows, workingSpan, type Interval } from './working-time';
import {
  addDays,
  dateAt,
  dateOfDayNumber,
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
 * The slot engine: which slots exist, why the others do not, and whether a requested one may be booked. Pure: the
 * caller passes the settings, the working time (weekly blocks and date overrides), the occupying bookings, the busy
 * times of the staff calendars and `now`. All rules run in the business time zone of the settings; slots come out as
 * UTC instants with their business date and wall-clock time.
 *
 * Rules, per business date in the range:
 *  - only dates from today (business zone) to today + maxBookingDays; today only when sameDayBookingAllowed;
 *  - the date's working time is its override when it has one (closed all day, or its own hours), else its weekday's
 *    active blocks; merged where they overlap or touch, they are the day's windows. A block is all it takes: no
 *    other setting can silence it;
 *  - in each window, slots start at window start + bufferBefore and step by duration + bufferBefore + bufferAfter,
 *    kept while end + bufferAfter fits in the window (on the wall clock and in elapsed time, so a daylight-saving
 *    jump inside a window never stretches a slot beyond it); a wall-clock time that does not exist is skipped, a
 *    repeated one means its first occurrence;
 *  - a slot's occupied interval is [start − bufferBefore, end + bufferAfter]; it is hidden when it overlaps the
 *    occupied interval of a confirmed or pending booking (whose own duration defaults to the meeting duration), a
 *    staff calendar's busy time widened the same way, or a slot already produced (only possible around a
 *    daylight-saving jump);
 *  - a slot starting before now + minAdvanceHours is hidden.
 * Every occupied interval therefore lies inside its business day, which the booking store relies on.
 */

export { mergeIntervals, weeklyWindows, type Interval };

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

/** A time a staff calendar is busy (epoch ms, end exclusive); only the calendar's id, never what the event is. */
export interface BusyTime {
  calendarId: string;
  start: number;
  end: number;
}

export interface SlotQuery {
  settings: CalendarSettings;
  blocks: readonly AvailabilityBlock[];
  /** Dates with working time of their own, by date; the weekly blocks everywhere else. */
  overrides?: Readonly<Record<string, DateOverride>>;
  /** Bookings of the range and of the day before and after it; non-occupying ones are ignored. */
  bookings: readonly BookingOccupancy[];
  /** Busy times of the staff calendars touching the range. */
  busy?: readonly BusyTime[];
  /** First and last business date, inclusive. */
  from: string;
  to: string;
  /** Epoch ms. */
  now: number;
}

/** Why a slot of the day is not offered, as the "why is this slot not offered?" view tells staff. */
export type HiddenReason =
  | { rule: 'outside-working-time' }
  | { rule: 'closed-date' }
  | { rule: 'booked' }
  | { rule: 'busy'; calendarId: string }
  | { rule: 'buffer' }
  | { rule: 'too-soon' }
  | { rule: 'beyond-horizon' };

export interface SlotExplanation extends Slot {
  /** Absent: the slot is offered. */
  hidden?: HiddenReason;
}

/** Every bookable slot of the range, sorted by start. */
export function generateSlots(query: SlotQuery): Slot[] {
  const engine = new SlotEngine(query);
  const firstDate = maxDate(query.from, engine.firstDate);
  const lastDate = minDate(query.to, engine.lastDate);
  const slots: Slot[] = [];
  for (let day = dayNumber(firstDate), last = dayNumber(lastDate); day <= last; day += 1) {
    engine.visitDate(dateOfDayNumber(day), (slot, hidden) => {
      if (!hidden) slots.push(slot);
    });
  }
  return slots;
}

/**
 * Every slot of one business date with what hides it, sorted by start: the slots the working time would give (offered
 * or hidden by a booking, a busy time, a buffer, the notice or the horizon) and, on the grid the week's working time
 * spans, the times that lie outside the date's working time. The same rules as `generateSlots`, by construction.
 */
export function explainDate(query: Omit<SlotQuery, 'from' | 'to'> & { date: string }): SlotExplanation[] {
  const engine = new SlotEngine(query);
  const explained: SlotExplanation[] = [];
  engine.visitDate(query.date, (slot, hidden) => explained.push(hidden ? { ...slot, hidden } : slot));
  const { settings } = query;
  const step = settings.meetingDuration + settings.bufferBefore + settings.bufferAfter;
  const span = workingSpan(query.blocks, query.overrides?.[query.date]);
  const closed = query.overrides?.[query.date]?.closed === true;
  if (span) {
    const toInstant = wallClockConverter(query.date, settings.timezone);
    for (let cursor = span.start + settings.bufferBefore; cursor + settings.meetingDuration + settings.bufferAfter <= span.end; cursor += step) {
      const start = toInstant.exact(cursor);
      if (start === undefined) continue;
      const end = start + settings.meetingDuration * MINUTE_MS;
      if (explained.some((slot) => slot.start < end && start < slot.end)) continue;
      explained.push({ date: query.date, time: formatWallTime(cursor), start, end, hidden: { rule: closed ? 'closed-date' : 'outside-working-time' } });
    }
  }
  return explained.sort((a, b) => a.start - b.start);
}

/** The rules of one query, prepared once and applied date by date. */
class SlotEngine {
  readonly firstDate: string;
  readonly lastDate: string;
  private readonly windowsByWeekday: Interval[][];
  private readonly bookingsUnion: Interval[];
  private readonly bookedMeetings: Interval[];
  private readonly busyMeetings: Interval[];
  private readonly busyUnion: Interval[];
  private readonly earliestStart: number;
  private lastOccupiedEnd = -Infinity;

  constructor(private readonly query: Omit<SlotQuery, 'from' | 'to'>) {
    const { settings, now } = query;
    const today = dateAt(now, settings.timezone);
    this.firstDate = settings.sameDayBookingAllowed ? today : addDays(today, 1);
    this.lastDate = addDays(today, settings.maxBookingDays);
    this.earliestStart = now + settings.minAdvanceHours * HOUR_MS;
    this.windowsByWeekday = weeklyWindows(query.blocks);
    const occupying = query.bookings.filter((b) => isOccupying(b.status));
    this.bookingsUnion = mergeIntervals(occupying.map((b) => occupiedInterval(b, settings)));
    this.bookedMeetings = mergeIntervals(occupying.map((b) => meetingInterval(b, settings)));
    this.busyMeetings = mergeIntervals((query.busy ?? []).map(({ start, end }) => ({ start, end })));
    this.busyUnion = mergeIntervals((query.busy ?? []).map((busy) => widenByBuffers(busy, settings)));
  }

  /** Each slot the date's windows give, with the first rule that hides it (none: offered), in order of start. */
  visitDate(date: string, visit: (slot: Slot, hidden?: HiddenReason) => void): void {
    const { settings } = this.query;
    const zone = settings.timezone;
    const duration = settings.meetingDuration;
    const before = settings.bufferBefore;
    const after = settings.bufferAfter;
    const step = duration + before + after;
    const windows = this.windowsOf(date);
    if (windows.length === 0) return;
    const toInstant = wallClockConverter(date, zone);
    const outsideHorizon: HiddenReason | undefined =
      date < this.firstDate ? { rule: 'too-soon' } : date > this.lastDate ? { rule: 'beyond-horizon' } : undefined;

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
        const slot = { date, time: formatWallTime(cursor), start, end };
        const hidden = outsideHorizon ?? this.hiddenBy(start, end, occupiedStart, occupiedEnd);
        if (!hidden) this.lastOccupiedEnd = occupiedEnd;
        visit(slot, hidden);
      }
    }
  }

  private hiddenBy(start: number, end: number, occupiedStart: number, occupiedEnd: number): HiddenReason | undefined {
    if (start < this.earliestStart) return { rule: 'too-soon' };
    if (overlapsAny(this.bookedMeetings, start, end)) return { rule: 'booked' };
    if (overlapsAny(this.busyMeetings, start, end)) {
      const busy = this.query.busy!.find((time) => time.start < end && start < time.end)!;
      return { rule: 'busy', calendarId: busy.calendarId };
    }
    if (occupiedStart < this.lastOccupiedEnd) return { rule: 'buffer' };
    if (overlapsAny(this.bookingsUnion, occupiedStart, occupiedEnd) || overlapsAny(this.busyUnion, occupiedStart, occupiedEnd)) return { rule: 'buffer' };
    return undefined;
  }

  private windowsOf(date: string): Interval[] {
    const override = this.query.overrides?.[date];
    if (override) return override.closed ? [] : overrideWindows(override);
    return this.windowsByWeekday[dayOfWeek(date)];
  }
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

/** The meeting of a booking itself, without buffers. */
function meetingInterval(booking: BookingOccupancy, settings: CalendarSettings): Interval {
  const start = bookingStart(booking, settings.timezone);
  return { start, end: start + (booking.duration ?? settings.meetingDuration) * MINUTE_MS };
}

/** A busy time blocks what a booking of the same interval would: widened by the current buffers. */
function widenByBuffers(busy: Interval, settings: CalendarSettings): Interval {
  return { start: busy.start - settings.bufferBefore * MINUTE_MS, end: busy.end + settings.bufferAfter * MINUTE_MS };
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
