import type { TableDefinition } from './types';

/** Tables of the platform itself: realtime connections, rate limits, staff roles, addresses no e-mail may go to. */
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
  {
    // Addresses that bounced permanently or complained, keyed by the lower-cased address: every sender checks it.
    name: 'email_suppressions',
    partitionKey: { name: 'email', type: 'S' },
  },
];
