import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { DayEntry } from './booking-store';
import { dayBookingsChange } from './day-changes';

const entry = (id: string, status: DayEntry['status']): DayEntry => ({
  id,
  date: '2031-03-04',
  time: '10:00',
  start: '2031-03-04T09:00:00.000Z',
  end: '2031-03-04T09:30:00.000Z',
  duration: 30,
  status,
  createdAt: '2031-03-01T08:00:00.000Z',
});
const dayImage = (...entries: DayEntry[]) =>
  marshall({ pk: 'DAY#2031-03-04', sk: 'DAY', date: '2031-03-04', version: entries.length, bookings: Object.fromEntries(entries.map((item) => [item.id, item])) });

/** A stream record as DynamoDB hands it to a consumer: keys and images in attribute-value form. */
const record = (sk: string, images: { OldImage?: unknown; NewImage?: unknown }): DynamoDBRecord =>
  ({ eventName: 'MODIFY', dynamodb: { Keys: { pk: { S: 'DAY#2031-03-04' }, sk: { S: sk } }, ...images } }) as DynamoDBRecord;

describe('dayBookingsChange', () => {
  it('decodes the bookings a DAY item held before and after the change', () => {
    const change = dayBookingsChange(record('DAY', { OldImage: dayImage(entry('a', 'confirmed')), NewImage: dayImage(entry('a', 'cancelled'), entry('b', 'confirmed')) }));
    expect(change?.before).toEqual({ a: entry('a', 'confirmed') });
    expect(change?.after).toEqual({ a: entry('a', 'cancelled'), b: entry('b', 'confirmed') });
  });

  it('gives an empty side for an item created or removed by the change', () => {
    expect(dayBookingsChange(record('DAY', { NewImage: dayImage(entry('a', 'confirmed')) }))).toEqual({ before: {}, after: { a: entry('a', 'confirmed') } });
    expect(dayBookingsChange(record('DAY', { OldImage: dayImage(entry('a', 'confirmed')) }))).toEqual({ before: { a: entry('a', 'confirmed') }, after: {} });
  });

  it('ignores records of any item other than a DAY', () => {
    expect(dayBookingsChange(record('BOOKING', { NewImage: marshall({ pk: 'BOOKING#a', sk: 'BOOKING' }) }))).toBeUndefined();
  });
});
