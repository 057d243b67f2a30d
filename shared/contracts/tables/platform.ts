import type { TableDefinition } from './types';

/** Tables of the platform itself: realtime connections, rate limits, staff roles. */
export const platformTables: readonly TableDefinition[] = [
  {
    name: 'ws_connections',
    partitionKey: { name: 'connectionId', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  {
    name: 'rate_limits',
    partitionKey: { name: 'key', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  {
    name: 'user_roles',
    partitionKey: { name: 'user_id', type: 'S' },
  },
];
