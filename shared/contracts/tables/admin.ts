import type { TableDefinition } from './types';

/**
 * Tables of the staff area (docs/admin.md).
 * - `audit_log`: every change made from the dashboard (who, what, when). One partition per month
 *   (`pk MONTH#2026-05`), sorted by `sk = <ISO time>#<id>`, so the newest entries are one descending query away.
 * - `staff_tokens`: invitation and password-reset links, keyed by the SHA-256 of the token (the token itself is
 *   only in the e-mail); single use, expiring through TTL.
 */
export const adminTables: readonly TableDefinition[] = [
  {
    name: 'audit_log',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
  },
  {
    name: 'staff_tokens',
    partitionKey: { name: 'tokenHash', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
];
