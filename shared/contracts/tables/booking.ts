import type { TableDefinition } from './types';

/**
 * Tables of the booking calendar (see docs/booking.md for the item shapes).
 * - `bookings`: one DAY item per business date (the date's bookings and a version for optimistic concurrency) and
 *   one BOOKING item per booking (the customer's details). Its stream is the outbox of the notifications. A
 *   BOOKING item's `expiresAt` is when its personal fields are due for anonymisation (docs/privacy.md): DynamoDB's
 *   TTL removes it then, and the retention consumer writes it back without them.
 *   A DAY item also holds the busy times of each staff calendar on that date (`busy:<calendarId>`), so the slot
 *   engine reads them with the bookings.
 * - `staff_calendars`: one item per staff calendar (its name, encrypted feed address and sync status).
 * - `booking_slots`: one claim per occupied slot, a unique key no two bookings can hold; expire a week after the meeting.
 * - `booking_limits`: per e-mail address, domain and client address: upcoming bookings, recent bookings, staff blocks.
 * - `notification_deliveries`: one item per booking and recipient, so an at-least-once consumer sends each
 *   e-mail once and retries the ones that failed.
 */
export const bookingTables: readonly TableDefinition[] = [
  {
    name: 'calendar_settings',
    partitionKey: { name: 'id', type: 'S' },
  },
  {
    name: 'availability_blocks',
    partitionKey: { name: 'id', type: 'S' },
  },
  {
    name: 'bookings',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    stream: 'NEW_AND_OLD_IMAGES',
    ttlAttribute: 'expiresAt',
  },
  {
    name: 'staff_calendars',
    partitionKey: { name: 'id', type: 'S' },
  },
  {
    name: 'booking_slots',
    partitionKey: { name: 'slot', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  {
    name: 'booking_limits',
    partitionKey: { name: 'key', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  {
    name: 'idempotency_keys',
    partitionKey: { name: 'key', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  {
    name: 'notification_deliveries',
    partitionKey: { name: 'id', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  {
    name: 'notification_errors',
    partitionKey: { name: 'id', type: 'S' },
    // A row names its recipient: deleted 90 days after its last failure (docs/privacy.md).
    ttlAttribute: 'expiresAt',
  },
];
