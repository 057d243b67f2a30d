import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AvailabilityBlock, CalendarSettings } from '../../shared/booking/schemas';
import { batchGetConsistent } from '../bookings/batch-get';
import { daysFrom, type BookingStore, type DayItem } from '../bookings/booking-store';
import { SETTINGS_ID, toSettingsItem, type CalendarStore } from './calendar-store';

export interface CalendarSnapshot {
  settings: CalendarSettings;
  blocks: AvailabilityBlock[];
  days: Map<string, DayItem>;
}

/**
 * Everything the slot engine needs, in one strongly consistent BatchGetItem: the settings item and the DAY items
 * of the dates. The blocks come from the calendar store's cache for the settings item's `blocksVersion` (read again
 * only when it moved), so a request costs one round trip to DynamoDB and never sees stale settings or bookings.
 */
export class CalendarSnapshotReader {
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

  /** The DAY items alone (a re-read after a lost commit race). */
  readDays(dates: readonly string[]): Promise<Map<string, DayItem>> {
    return this.bookings.readDays(dates);
  }
}
