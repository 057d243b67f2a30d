import type { TableDefinition } from './types';

/** Tables of the booking calendar. */
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
  },
  {
    name: 'idempotency_keys',
    partitionKey: { name: 'key', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  {
    name: 'notification_errors',
    partitionKey: { name: 'id', type: 'S' },
  },
];
