/**
 * The codes an authenticator app shows for a TOTP secret (RFC 6238 as Cognito uses it: SHA-1, six digits, 30-second
 * steps). The local seeding enrols the staff account with it, and tests and `npm run local:code` compute the code a
 * phone would show, so signing in locally never waits for a person.
 */
import { Secret, TOTP } from 'otpauth';

export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}
