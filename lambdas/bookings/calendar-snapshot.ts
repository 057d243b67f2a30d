import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AvailabilityBlock, CalendarSettings } from '../../shared/booking/schemas';
import { batchGetConsistent } from '../lib/batch-get';
import { daysFrom, type BookingStore, type DayItem } from './booking-store';
import { SETTINGS_ID, toSettings, type CalendarStore } from '../calendar/calendar-store';

export interface CalendarSnapshot {
  settings: CalendarSettings;
  blocks: AvailabilityBlock[];
  days: Map<string, DayItem>;
}

/**
 * Everything the slot engine needs, read strongly consistently: the settings item and the DAY items of the dates in
 * one BatchGetItem, the availability blocks beside it. The booking path decides on it, so it never sees stale
 * settings or bookings; availability reads the same way, so a slot it offers is one the booking path accepts.
 */
export class CalendarSnapshotReader {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly settingsTable: string,
    private readonly calendar: CalendarStore,
    private readonly bookings: BookingStore,
  ) {}

  async read(dates: readonly string[]): Promise<CalendarSnapshot> {
    const [found, blocks] = await Promise.all([
      batchGetConsistent(this.documents, {
        [this.settingsTable]: [{ id: SETTINGS_ID }],
        [this.bookings.tableName]: this.bookings.dayKeys(dates),
      }),
      this.calendar.listBlocks(),
    ]);
    const settings = toSettings(found.get(this.settingsTable)?.[0]);
    return { settings, blocks, days: daysFrom(dates, found.get(this.bookings.tableName) ?? []) };
  }
}
