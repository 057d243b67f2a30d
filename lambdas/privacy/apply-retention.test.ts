import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { seedCalendarSettings } from '../../shared/booking/seed';
import type { BookingRecord, BookingStore } from '../bookings/booking-store';
import type { CalendarStore } from '../calendar/calendar-store';
import { addressHash } from './address-hash';
import { applyRetention, type RetentionDeps } from './apply-retention';
import type { SuppressedHashStore } from './suppressed-hash-store';

const NOW = Date.parse('2029-01-10T00:00:00.000Z');
const TTL_IDENTITY = { type: 'Service', principalId: 'dynamodb.amazonaws.com' };

const booking = (end: string, extra: Partial<BookingRecord> = {}) =>
  ({ pk: 'BOOKING#b-1', sk: 'BOOKING', id: 'b-1', end, start: end, status: 'confirmed', name: 'Ada', email: 'ada@example.com', guests: ['bob@example.com'], ...extra }) as unknown as BookingRecord;

const image = (item: object) => marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue>;

function record(eventName: 'INSERT' | 'MODIFY' | 'REMOVE', keys: object, images: { newImage?: object; oldImage?: object }, ttl = false): DynamoDBRecord {
  return {
    eventName,
    ...(ttl ? { userIdentity: TTL_IDENTITY } : {}),
    dynamodb: {
      Keys: image(keys) as never,
      ...(images.newImage ? { NewImage: image(images.newImage) as never } : {}),
      ...(images.oldImage ? { OldImage: image(images.oldImage) as never } : {}),
    },
  } as DynamoDBRecord;
}

function fakes(months = 24) {
  const calls = { scheduled: [] as unknown[][], restored: [] as BookingRecord[], suppressed: [] as unknown[][] };
  const deps: RetentionDeps = {
    bookings: {
      scheduleAnonymisation: async (...args: unknown[]) => void calls.scheduled.push(args),
      restore: async (item: BookingRecord) => void calls.restored.push(item),
    } as unknown as BookingStore,
    calendar: { getSettings: async () => ({ ...seedCalendarSettings, bookingRetentionMonths: months }) } as unknown as CalendarStore,
    suppressed: { add: async (...args: unknown[]) => void calls.suppressed.push(args) } as unknown as SuppressedHashStore,
    now: () => NOW,
  };
  return { deps, calls };
}

const bookingKeys = { pk: 'BOOKING#b-1', sk: 'BOOKING' };

describe('the retention consumer', () => {
  it('gives a booking its anonymisation date, the retention months after its meeting, once', async () => {
    const { deps, calls } = fakes(6);
    await applyRetention(deps, record('INSERT', bookingKeys, { newImage: booking('2028-12-01T10:00:00.000Z') }));
    const due = Date.parse('2029-06-01T10:00:00.000Z') / 1000;
    expect(calls.scheduled).toEqual([['b-1', '2028-12-01T10:00:00.000Z', due]]);
    await applyRetention(deps, record('MODIFY', bookingKeys, { newImage: booking('2028-12-01T10:00:00.000Z', { expiresAt: due }) }));
    expect(calls.scheduled).toHaveLength(1);
  });

  it('writes a booking TTL removed back without its personal fields', async () => {
    const { deps, calls } = fakes(24);
    await applyRetention(deps, record('REMOVE', bookingKeys, { oldImage: booking('2026-12-01T10:00:00.000Z', { expiresAt: 1, cancelReason: 'call me on 555' }) }, true));
    expect(calls.restored).toHaveLength(1);
    expect(calls.restored[0]).toMatchObject({ id: 'b-1', status: 'confirmed', name: '', email: '', guests: [], anonymisedAt: new Date(NOW).toISOString() });
    expect(calls.restored[0]).not.toHaveProperty('cancelReason');
    expect(calls.restored[0]).not.toHaveProperty('pk');
  });

  it('writes it back unchanged with a later date when staff lengthened the retention since', async () => {
    const { deps, calls } = fakes(60);
    await applyRetention(deps, record('REMOVE', bookingKeys, { oldImage: booking('2026-12-01T10:00:00.000Z', { expiresAt: 1 }) }, true));
    expect(calls.restored[0]).toMatchObject({ email: 'ada@example.com', expiresAt: Date.parse('2031-12-01T10:00:00.000Z') / 1000 });
  });

  it('leaves alone a removal that was not TTL, an anonymised booking and DAY items', async () => {
    const { deps, calls } = fakes();
    await applyRetention(deps, record('REMOVE', bookingKeys, { oldImage: booking('2026-12-01T10:00:00.000Z') }));
    await applyRetention(deps, record('MODIFY', bookingKeys, { newImage: booking('2026-12-01T10:00:00.000Z', { anonymisedAt: 'x' }) }));
    await applyRetention(deps, record('MODIFY', { pk: 'DAY#2026-12-01', sk: 'DAY' }, { newImage: { pk: 'DAY#2026-12-01', sk: 'DAY', date: '2026-12-01' } }));
    expect(calls).toEqual({ scheduled: [], restored: [], suppressed: [] });
  });

  it('keeps the hash of an unsubscribed newsletter address when TTL removes its row, and nothing on a deletion by a caller', async () => {
    const { deps, calls } = fakes();
    const row = { email: 'ada+news@example.com', status: 'unsubscribed' };
    await applyRetention(deps, record('REMOVE', { email: row.email }, { oldImage: row }));
    expect(calls.suppressed).toEqual([]);
    await applyRetention(deps, record('REMOVE', { email: row.email }, { oldImage: row }, true));
    expect(calls.suppressed).toEqual([[addressHash('ada@example.com'), 'newsletter_unsubscribed', new Date(NOW)]]);
  });
});
