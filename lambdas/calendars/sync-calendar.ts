import { busyByBusinessDate, expandFeed, FeedFormatError } from '../../shared/booking/busy-times';
import type { CalendarSettings } from '../../shared/booking/schemas';
import { feedFetchUrl } from '../../shared/booking/staff-calendars';
import type { Interval } from '../../shared/booking/slots';
import { addDays, dateAt, daysBetween, startOfBusinessDay } from '../../shared/booking/time';
import type { BookingStore } from '../bookings/booking-store';
import { recordCalendarSyncFailure } from '../lib/metrics';
import { transact } from '../lib/transaction';
import type { FeedCipher } from './feed-cipher';
import type { StaffCalendar, StaffCalendarStore } from './staff-calendar-store';

/** Attempts at one date's write before the sync gives up on it (another change of the date won every round). */
const DAY_ATTEMPTS = 5;

export interface CalendarSyncDeps {
  calendars: StaffCalendarStore;
  bookings: BookingStore;
  settings: () => Promise<CalendarSettings>;
  cipher: FeedCipher;
  /** The feed's text at an address `feedFetchUrl` accepted; throws `FeedFetchError` with words for staff. */
  fetchFeed: (url: string) => Promise<string>;
  /** `http://` on loopback addresses (the local runtime only). */
  allowLoopbackHttp: boolean;
  /** Epoch ms. */
  now: () => number;
}

/** A feed that could not be read, with what staff should know (never the address itself). */
export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

/**
 * Reads one calendar's feed and stores its busy times on the DAY items of the booking horizon (from yesterday to one
 * day past the last bookable date, in the business zone): only dates whose busy times changed are written, each
 * under the version read and only while the calendar is still connected. A feed that fails leaves the stored busy
 * times as they were and records the failure. Answers the calendar as it stands afterwards (undefined: removed).
 */
export async function syncCalendar(deps: CalendarSyncDeps, calendar: StaffCalendar): Promise<StaffCalendar | undefined> {
  const settings = await deps.settings();
  const now = deps.now();
  const zone = settings.timezone;
  const today = dateAt(now, zone);
  const firstDate = addDays(today, -1);
  const lastDate = addDays(today, settings.maxBookingDays + 1);
  let busy: Interval[];
  let resealed: string | undefined;
  try {
    const opened = await deps.cipher.open(calendar.sealedUrl).catch(() => {
      throw new FeedFetchError('The stored address can no longer be read. Remove the calendar and add it again.');
    });
    if (opened.stale) resealed = await deps.cipher.seal(opened.url);
    const address = feedFetchUrl(opened.url, { allowLoopbackHttp: deps.allowLoopbackHttp });
    if (!address.ok) throw new FeedFetchError(address.message);
    const text = await deps.fetchFeed(address.url);
    busy = expandFeed(text, { from: startOfBusinessDay(firstDate, zone), to: startOfBusinessDay(addDays(lastDate, 1), zone), businessZone: zone });
  } catch (error) {
    if (!(error instanceof FeedFetchError || error instanceof FeedFormatError)) throw error;
    recordCalendarSyncFailure(calendar.id, error.message);
    return deps.calendars.recordSync(calendar.id, { status: 'error', at: new Date(now).toISOString(), error: error.message, sealedUrl: resealed });
  }

  const byDate = busyByBusinessDate(busy, zone, firstDate, lastDate);
  const dates = Array.from({ length: daysBetween(firstDate, lastDate) + 1 }, (_, index) => addDays(firstDate, index));
  const connected = await writeBusyTimes(deps, calendar.id, dates, (date) => byDate.get(date) ?? [], true);
  if (!connected) return undefined;
  return deps.calendars.recordSync(calendar.id, { status: 'ok', at: new Date(now).toISOString(), busyCount: busy.length, sealedUrl: resealed });
}

/**
 * Removes a calendar: first its item, so a sync still running can no longer write (its writes require the calendar),
 * then its busy times from every date of the horizon, which therefore stop blocking at once.
 */
export async function removeCalendar(deps: Pick<CalendarSyncDeps, 'calendars' | 'bookings' | 'settings' | 'now'>, id: string): Promise<StaffCalendar | undefined> {
  const removed = await deps.calendars.remove(id);
  if (!removed) return undefined;
  const settings = await deps.settings();
  const today = dateAt(deps.now(), settings.timezone);
  const firstDate = addDays(today, -1);
  const dates = Array.from({ length: settings.maxBookingDays + 3 }, (_, index) => addDays(firstDate, index));
  await writeBusyTimes(deps, id, dates, () => [], false);
  return removed;
}

/**
 * Writes the calendar's busy times of each date that differ from the stored ones. Each date is one transaction of
 * the DAY item (under the version read) and, for a sync, the calendar's existence; a date another change beat is
 * read again. False when the calendar was removed meanwhile.
 */
async function writeBusyTimes(
  deps: Pick<CalendarSyncDeps, 'calendars' | 'bookings'>,
  calendarId: string,
  dates: readonly string[],
  wanted: (date: string) => Interval[],
  requireConnected: boolean,
): Promise<boolean> {
  let days = await deps.bookings.readDays(dates);
  for (let attempt = 0; attempt < DAY_ATTEMPTS; attempt += 1) {
    const changed = [...days.values()].filter((day) => !sameIntervals(day.busy[calendarId] ?? [], wanted(day.date)));
    if (changed.length === 0) return true;
    const lost: string[] = [];
    for (const day of changed) {
      const writes = [deps.bookings.setDayBusy(day, calendarId, wanted(day.date)), ...(requireConnected ? [deps.calendars.stillConnected(calendarId)] : [])];
      const outcome = await transact(deps.bookings.client, writes);
      if (outcome.committed) continue;
      if (outcome.failed.has('calendar')) return false;
      lost.push(day.date);
    }
    if (lost.length === 0) return true;
    days = await deps.bookings.readDays(lost);
  }
  throw new Error(`Busy times of ${days.size} dates could not be written: every attempt lost to another change`);
}

function sameIntervals(a: readonly Interval[], b: readonly Interval[]): boolean {
  return a.length === b.length && a.every((interval, index) => interval.start === b[index].start && interval.end === b[index].end);
}
