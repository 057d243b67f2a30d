import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { anonymisedRecord, bookingAnonymiseAt } from '../../shared/privacy/rules';
import { BOOKING_SK, type BookingRecord, type BookingStore } from '../bookings/booking-store';
import { bookingStore } from '../bookings/deps';
import type { CalendarStore } from '../calendar/calendar-store';
import { calendarStore } from '../calendar/deps';
import { once } from '../lib/memo';
import { appendLogKeys, logger, removeLogKeys } from '../lib/logger';
import { dynamoStreamHandler, isTtlRemoval } from '../lib/stream';
import { addressHash } from './address-hash';
import { suppressedHashes } from './deps';
import type { SuppressedHashStore } from './suppressed-hash-store';

export interface RetentionDeps {
  bookings: BookingStore;
  calendar: CalendarStore;
  suppressed: SuppressedHashStore;
  now: () => number;
}

const dependencies = once(
  (): RetentionDeps => ({ bookings: bookingStore(), calendar: calendarStore(), suppressed: suppressedHashes(), now: () => Date.now() }),
);

const image = (value: unknown) => (value ? unmarshall(value as Record<string, AttributeValue>) : undefined);

/**
 * Retention, driven by the streams of `bookings` and `newsletter_subscribers` (docs/privacy.md):
 * - a BOOKING item with its details gets `expiresAt`, the end of its meeting plus the calendar's retention months
 *   (again whenever the meeting moves);
 * - when DynamoDB's TTL removes a BOOKING item, it is written back without its personal fields, or with a later
 *   `expiresAt` when staff lengthened the retention since;
 * - when TTL removes an unsubscribed newsletter row, its address's hash goes on the suppression list.
 * Every step is safe to repeat: the stream delivers at least once.
 */
export async function applyRetention(deps: RetentionDeps, record: DynamoDBRecord): Promise<void> {
  const keys = image(record.dynamodb?.Keys);
  if (!keys) return;
  if (keys.sk === BOOKING_SK) return applyBookingRetention(deps, record);
  if (typeof keys.email === 'string' && isTtlRemoval(record)) {
    await deps.suppressed.add(addressHash(keys.email), 'newsletter_unsubscribed', new Date(deps.now()));
    logger.info('unsubscribed newsletter row expired');
  }
}

async function applyBookingRetention(deps: RetentionDeps, record: DynamoDBRecord): Promise<void> {
  const months = () => deps.calendar.getSettings().then((settings) => settings.bookingRetentionMonths);
  if (isTtlRemoval(record)) {
    const removed = image(record.dynamodb?.OldImage) as BookingRecord | undefined;
    if (!removed) return;
    appendLogKeys({ booking_id: removed.id });
    const due = bookingAnonymiseAt(removed.end, await months());
    const nowSeconds = Math.floor(deps.now() / 1000);
    const { pk: _pk, sk: _sk, ...fields } = removed as BookingRecord & { pk?: string; sk?: string };
    await deps.bookings.restore(due > nowSeconds ? { ...fields, expiresAt: due } : anonymisedRecord(fields, new Date(deps.now()).toISOString()));
    logger.info(due > nowSeconds ? 'booking retention extended' : 'booking anonymised by retention');
    removeLogKeys(['booking_id']);
    return;
  }
  const current = image(record.dynamodb?.NewImage) as BookingRecord | undefined;
  if (!current || current.anonymisedAt) return;
  const due = bookingAnonymiseAt(current.end, await months());
  if (current.expiresAt !== due) await deps.bookings.scheduleAnonymisation(current.id, current.end, due);
}

export const handler = dynamoStreamHandler((record) => applyRetention(dependencies(), record), { source: 'retention' });
