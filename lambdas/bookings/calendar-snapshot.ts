import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AvailabilityBlock, CalendarSettings, DateOverride } from '../../shared/booking/schemas';
import type { SlotQuery } from '../../shared/booking/slots';
import { batchGetConsistent } from '../lib/query-all';
import { busyOfDays, daysFrom, occupancyOfDays, type BookingStore, type DayItem } from './booking-store';
import { OVERRIDES_ID, SETTINGS_ID, toOverrides, toSettings, type CalendarStore } from '../calendar/calendar-store';

export interface CalendarSnapshot {
  settings: CalendarSettings;
  blocks: AvailabilityBlock[];
  overrides: Record<string, DateOverride>;
  days: Map<string, DayItem>;
}

/** The slot engine's inputs from a snapshot (its DAY items' bookings and busy times), for the caller to add `now` and the dates. */
export function engineInputs(snapshot: CalendarSnapshot, days: Iterable<DayItem> = snapshot.days.values()): Omit<SlotQuery, 'from' | 'to' | 'now'> {
  const list = [...days];
  return { settings: snapshot.settings, blocks: snapshot.blocks, overrides: snapshot.overrides, bookings: occupancyOfDays(list), busy: busyOfDays(list) };
}

/**
 * Everything the slot engine needs, read strongly consistently: the settings and date-overrides items and the DAY
 * items of the dates (with their bookings and the staff calendars' busy times) in one BatchGetItem, the availability
 * blocks beside it. The booking path decides on it, so it never sees stale
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
        [this.settingsTable]: [{ id: SETTINGS_ID }, { id: OVERRIDES_ID }],
        [this.bookings.tableName]: this.bookings.dayKeys(dates),
      }),
      this.calendar.listBlocks(),
    ]);
    const settingsItems = found.get(this.settingsTable) ?? [];
    const settings = toSettings(settingsItems.find((item) => item.id === SETTINGS_ID));
    const overrides = toOverrides(settingsItems.find((item) => item.id === OVERRIDES_ID));
    return { settings, blocks, overrides, days: daysFrom(dates, found.get(this.bookings.tableName) ?? []) };
  }
}
