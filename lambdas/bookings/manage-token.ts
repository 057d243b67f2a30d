import { createHmac, timingSafeEqual } from 'node:crypto';
import { MANAGE_TOKEN_PATTERN } from '../../shared/booking/manage';
import { hasSecret, readSecret } from '../lib/secrets';

/*
 * Signed "Manage booking" links: `{expiry (epoch seconds, base 36)}.{base64url HMAC-SHA256(key, id ':' expiry)}`,
 * with a key derived from the booking token secret for this purpose only (the newsletter derives its own). The token
 * names one booking and stops working when the meeting it was issued for has ended.
 */

function signature(secret: string, bookingId: string, expiry: string): Buffer {
  const key = createHmac('sha256', secret).update('booking-manage-links').digest();
  return createHmac('sha256', key).update(`${bookingId}:${expiry}`).digest();
}

/** A token for the booking, valid until `expiresAt` (epoch ms; the meeting's end). */
export function signManageToken(secret: string, bookingId: string, expiresAt: number): string {
  const expiry = Math.ceil(expiresAt / 1000).toString(36);
  return `${expiry}.${signature(secret, bookingId, expiry).toString('base64url')}`;
}

/** True only for an unexpired token signed for this booking. */
export function verifyManageToken(secret: string, bookingId: string, token: string | undefined, now: number): boolean {
  if (!token || !MANAGE_TOKEN_PATTERN.test(token)) return false;
  const [expiry, encoded] = token.split('.');
  const given = Buffer.from(encoded, 'base64url');
  const expected = signature(secret, bookingId, expiry);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return parseInt(expiry, 36) * 1000 > now;
}

/** The page a token opens: `{site}/booking/{id}?token=…`. */
export function manageBookingUrl(siteUrl: string, secret: string, booking: { id: string; end: string }): string {
  const token = signManageToken(secret, booking.id, Date.parse(booking.end));
  return `${siteUrl.replace(/\/+$/, '')}/booking/${encodeURIComponent(booking.id)}?token=${token}`;
}

/** The link builder the e-mails use (the booking token secret and SITE_URL); undefined when either is missing. */
export function manageUrlFromSecret(): ((booking: { id: string; end: string }) => Promise<string>) | undefined {
  const site = process.env.SITE_URL;
  return site && hasSecret('bookingToken') ? async (booking) => manageBookingUrl(site, await readSecret('bookingToken'), booking) : undefined;
}
