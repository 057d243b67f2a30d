import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AvailabilityBlock, CalendarSettings } from '../../shared/booking/schemas';
import { batchGetConsistent } from '../bookings/batch-get';
import { daysFrom, type BookingStore, type DayItem } from '../bookings/booking-store';
import { SETTINGS_ID, toSettingsItem, type CalendarStore } from './calendar-store';

/** Cached DAY items are reused at most this long, even when the bookings version never moves. */
const DAYS_CACHE_MS = 5_000;

export interface CalendarSnapshot {
  settings: CalendarSettings;
  blocks: AvailabilityBlock[];
  days: Map<string, DayItem>;
}

/**
 * Everything the slot engine needs.
 *
 * `read` (the booking path) is one strongly consistent BatchGetItem of the settings item and the DAY items: it
 * never sees stale settings or bookings. The blocks come from the calendar store's cache for the settings item's
 * `blocksVersion` (read again only when it moved).
 *
 * `readCached` (availability) reads only the settings item and reuses the DAY items it read before as long as the
 * item's `bookingsVersion` has not moved (and for 5 s at most). Every DAY change bumps that version right after the
 * commit (the booking handler) and again from the outbox (the stream consumer, which is guaranteed to run), so an
 * answer is at most a few milliseconds behind a booking and the booking path, which decides, never uses it.
 */
export class CalendarSnapshotReader {
  private daysCache?: { version: number; at: number; days: Map<string, DayItem> };

  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly settingsTable: string,
    private readonly calendar: CalendarStore,
    private readonly bookings: BookingStore,
  ) {}

  async read(dates: readonly string[]): Promise<CalendarSnapshot> {
    const found = await batchGetConsistent(this.documents, {
      [this.settingsTable]: [{ id: SETTINGS_ID }],
      [this.bookings.tableName]: this.bookings.dayKeys(dates),
    });
    const { settings, blocksVersion } = toSettingsItem(found.get(this.settingsTable)?.[0]);
    const blocks = await this.calendar.blocksAt(blocksVersion);
    return { settings, blocks, days: daysFrom(dates, found.get(this.bookings.tableName) ?? []) };
  }

  async readCached(dates: readonly string[], now = Date.now()): Promise<CalendarSnapshot> {
    const { settings, blocksVersion, bookingsVersion } = await this.calendar.getSettingsItem();
    let cache = this.daysCache;
    if (!cache || cache.version !== bookingsVersion || now - cache.at > DAYS_CACHE_MS) {
      cache = { version: bookingsVersion, at: now, days: new Map() };
      this.daysCache = cache;
    }
    const missing = dates.filter((date) => !cache.days.has(date));
    const [blocks, fresh] = await Promise.all([
      this.calendar.blocksAt(blocksVersion),
      missing.length > 0 ? this.bookings.readDays(missing) : Promise.resolve(new Map<string, DayItem>()),
    ]);
    for (const [date, day] of fresh) cache.days.set(date, day);
    return { settings, blocks, days: new Map(dates.map((date) => [date, cache.days.get(date)!])) };
  }

  /** The DAY items alone (a re-read after a lost commit race). */
  readDays(dates: readonly string[]): Promise<Map<string, DayItem>> {
    return this.bookings.readDays(dates);
  }
}
