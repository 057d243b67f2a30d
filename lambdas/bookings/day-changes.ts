import type { DynamoDBRecord } from 'aws-lambda';
import { streamImages } from '../lib/stream';
import { DAY_SK, toDayItem, type DayEntry } from './booking-store';

/** The bookings a DAY item held before and after a stream record's change; undefined for a record of any other item. */
export function dayBookingsChange(record: DynamoDBRecord): { before: Record<string, DayEntry>; after: Record<string, DayEntry> } | undefined {
  if (record.dynamodb?.Keys?.sk?.S !== DAY_SK) return undefined;
  const { before, after } = streamImages(record);
  return { before: before ? toDayItem(before).bookings : {}, after: after ? toDayItem(after).bookings : {} };
}
