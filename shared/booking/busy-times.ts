import ICAL from 'ical.js';
import { mergeIntervals, type Interval } from './slots';
import { dateAt, dayNumber, instantOfWallTimeLenient, isValidTimeZone } from './time';

/*
 * Busy times of a staff calendar: an iCalendar feed read into the instants it blocks, with nothing else kept (no
 * titles, places or attendees). Pure: the caller passes the feed's text, the business zone and the range.
 *
 * Rules:
 *  - every VEVENT blocks [start, end); an event without an end lasts its DURATION, a timed one without either lasts
 *    no time at all and an all-day one lasts its day;
 *  - recurring events (RRULE, RDATE) are expanded in their own wall clock, so a weekly 10:00 in London stays at 10:00
 *    London time across a daylight-saving change; EXDATE removes an occurrence, and an event with a RECURRENCE-ID
 *    replaces the occurrence it names (with its own time, or with nothing when it is cancelled or free);
 *  - `TRANSP:TRANSPARENT` (shown as free) and `STATUS:CANCELLED` block nothing;
 *  - a time with a TZID the runtime knows as an IANA zone is read in that zone (more reliable than a feed's own
 *    VTIMEZONE rules); an unknown TZID is read through the feed's VTIMEZONE when it has one; a floating time (no zone)
 *    and an all-day date are read in the business zone, where the staff work;
 *  - only occurrences overlapping [from, to) are kept; the result is sorted and merged.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Occurrences looked at per recurring event before it is cut short (a bound on hostile or runaway rules): over a century of a daily event. */
const MAX_OCCURRENCES_PER_EVENT = 50_000;

export interface FeedRange {
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
  /** The business zone: floating times and all-day dates are read in it. */
  businessZone: string;
}

/** A feed that is not iCalendar data; its message is shown to staff. */
export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

/**
 * Every interval of the range the feed's events block, sorted and merged. A feed with an event that cannot be read
 * (an impossible repeat rule or date) is refused as a whole: dropping that event would offer its busy time.
 */
export function expandFeed(text: string, range: FeedRange): Interval[] {
  const calendar = parseCalendar(text);
  try {
    return expandCalendar(calendar, range);
  } catch {
    // The parser's message may quote the event (its title): it is not passed on.
    throw new FeedFormatError('An event in the feed could not be read (an invalid date or repeat rule).');
  }
}

function expandCalendar(calendar: ICAL.Component, range: FeedRange): Interval[] {
  const zones = new Map<string, ICAL.Timezone>();
  for (const component of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(component);
    if (zone.tzid) zones.set(zone.tzid, zone);
  }
  const instantOf = (time: ICAL.Time, tzid: string | undefined) => toInstant(time, tzid, zones, range.businessZone);

  const events = calendar.getAllSubcomponents('vevent');
  const overrides = new Map<string, ICAL.Component[]>();
  for (const component of events) {
    if (!component.hasProperty('recurrence-id')) continue;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    overrides.set(uid, [...(overrides.get(uid) ?? []), component]);
  }

  const busy: Interval[] = [];
  const keep = (start: number, end: number) => {
    if (end > range.from && start < range.to) busy.push({ start, end });
  };
  for (const component of events) {
    if (component.hasProperty('recurrence-id') || !component.hasProperty('dtstart')) continue;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    const event = new ICAL.Event(component, { strictExceptions: true, exceptions: overrides.get(uid) ?? [] });
    if (!event.isRecurring()) {
      if (blocks(component)) keep(...occurrenceBounds(component, event.startDate, event.endDate, instantOf));
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES_PER_EVENT; next = iterator.next(), count += 1) {
      // Occurrences come in order of their original start: past the range (with a week's slack for a moved one),
      // stop; long before it, skip without working out the occurrence.
      const original = instantOf(next, tzidOf(component, 'dtstart'));
      if (original >= range.to + WEEK_MS) break;
      if (original < range.from - WEEK_MS) continue;
      const details = event.getOccurrenceDetails(next);
      const source = details.item.component;
      const [start, end] = occurrenceBounds(source, details.startDate, details.endDate, instantOf);
      if (blocks(component) && blocks(source)) keep(start, end);
    }
  }
  // Overrides of occurrences the series no longer produces still stand for themselves.
  for (const [uid, list] of overrides) {
    if (events.some((component) => !component.hasProperty('recurrence-id') && String(component.getFirstPropertyValue('uid') ?? '') === uid)) continue;
    for (const component of list) {
      if (!blocks(component) || !component.hasProperty('dtstart')) continue;
      const event = new ICAL.Event(component);
      keep(...occurrenceBounds(component, event.startDate, event.endDate, instantOf));
    }
  }
  return mergeIntervals(busy.filter((interval) => interval.end > interval.start));
}

/**
 * The busy intervals each business date of [firstDate, lastDate] must know: an interval is listed on every date it
 * touches, so a date's slots are checked against it without reading its neighbours.
 */
export function busyByBusinessDate(busy: readonly Interval[], businessZone: string, firstDate: string, lastDate: string): Map<string, Interval[]> {
  const byDate = new Map<string, Interval[]>();
  for (const interval of busy) {
    const first = maxDate(dateAt(interval.start, businessZone), firstDate);
    const last = minDate(dateAt(Math.max(interval.start, interval.end - 1), businessZone), lastDate);
    for (let day = dayNumber(first); day <= dayNumber(last); day += 1) {
      const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
      byDate.set(date, [...(byDate.get(date) ?? []), { start: interval.start, end: interval.end }]);
    }
  }
  return byDate;
}

function parseCalendar(text: string): ICAL.Component {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new FeedFormatError('The address did not return an iCalendar feed (no BEGIN:VCALENDAR).');
  try {
    const parsed = ICAL.parse(text);
    const root = new ICAL.Component(Array.isArray(parsed[0]) ? (parsed[0] as unknown as ICAL.Component['jCal']) : (parsed as ICAL.Component['jCal']));
    return root.name === 'vcalendar' ? root : root.getFirstSubcomponent('vcalendar') ?? root;
  } catch {
    // The parser's own message may quote a line of the feed (an event's title): it is not passed on.
    throw new FeedFormatError('The feed is not valid iCalendar data.');
  }
}

/** Events shown as free and cancelled events block nothing. */
function blocks(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

function occurrenceBounds(
  component: ICAL.Component,
  startDate: ICAL.Time,
  endDate: ICAL.Time | undefined,
  instantOf: (time: ICAL.Time, tzid: string | undefined) => number,
): [number, number] {
  const startZone = tzidOf(component, 'dtstart');
  const start = instantOf(startDate, startZone);
  if (!endDate) return [start, startDate.isDate ? instantOf(addOneDay(startDate), startZone) : start];
  const endZone = component.hasProperty('dtend') ? tzidOf(component, 'dtend') : startZone;
  return [start, Math.max(start, instantOf(endDate, endZone))];
}

function tzidOf(component: ICAL.Component, property: 'dtstart' | 'dtend'): string | undefined {
  const value = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function addOneDay(time: ICAL.Time): ICAL.Time {
  const next = time.clone();
  next.adjust(1, 0, 0, 0);
  return next;
}

/** The instant of a feed's time, read as the rules above say. */
function toInstant(time: ICAL.Time, tzid: string | undefined, zones: Map<string, ICAL.Timezone>, businessZone: string): number {
  const wallDate = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  if (time.isDate) return instantOfWallTimeLenient(wallDate, 0, businessZone);
  const minutes = time.hour * 60 + time.minute;
  const seconds = time.second * 1000;
  if (time.zone === ICAL.Timezone.utcTimezone) return dayNumber(wallDate) * DAY_MS + minutes * MINUTE_MS + seconds;
  if (tzid && isValidTimeZone(tzid)) return instantOfWallTimeLenient(wallDate, minutes, tzid) + seconds;
  const feedZone = tzid ? zones.get(tzid) : undefined;
  if (feedZone) {
    const local = time.clone();
    local.zone = feedZone;
    return local.toUnixTime() * 1000;
  }
  return instantOfWallTimeLenient(wallDate, minutes, businessZone) + seconds;
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
