import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedAvailabilityBlocks, seedCalendarSettings } from '../../shared/booking/seed';
import { CalendarStore } from './calendar-store';

/** Writes the seed calendar settings and availability blocks (run once on a fresh local data folder). */
export async function seedBookingTables(
  documents: DynamoDBDocumentClient,
  tableName: (logical: string) => string,
): Promise<void> {
  const store = new CalendarStore(documents, tableName('calendar_settings'), tableName('availability_blocks'));
  await store.putSettings(seedCalendarSettings);
  for (const block of seedAvailabilityBlocks) await store.putBlock(block);
}
