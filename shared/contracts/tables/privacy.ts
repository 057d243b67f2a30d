import type { TableDefinition } from './types';

/**
 * Personal data requests and what retention leaves behind (docs/privacy.md).
 * - `privacy_requests`: one REQUEST item per request (`pk REQUEST#<id>`: kind, address, received, deadline, outcome;
 *   listed newest first through `byReceived`, whose key only REQUEST items carry) and one TOKEN item per e-mailed
 *   link (`pk TOKEN#<sha-256 of the token>`: the request it confirms, single use, expiring with the link). A request
 *   record is kept two years as proof that it was answered; an erased address stays in it only as a hash.
 * - `suppressed_hashes`: SHA-256 hashes of addresses that left the newsletter and whose row was deleted, so they are
 *   never re-added without a new double opt-in. No address is stored.
 */
export const privacyTables: readonly TableDefinition[] = [
  {
    name: 'privacy_requests',
    partitionKey: { name: 'pk', type: 'S' },
    globalIndexes: [{ name: 'byReceived', partitionKey: { name: 'list', type: 'S' }, sortKey: { name: 'receivedAt', type: 'S' } }],
    ttlAttribute: 'expiresAt',
  },
  {
    name: 'suppressed_hashes',
    partitionKey: { name: 'hash', type: 'S' },
  },
];
