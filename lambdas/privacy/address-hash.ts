import { createHash } from 'node:crypto';
import { normalizeEmail } from '../../shared/booking/limits';

/**
 * What stays of an erased or unsubscribed address: the SHA-256 of the address as the booking limit counts it, so
 * `Ada+x@Example.com` and `ada@example.com` leave the same trace and none of them can be read back from it.
 */
export function addressHash(email: string): string {
  return `sha256:${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
