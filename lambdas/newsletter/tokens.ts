import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed newsletter links: `{base64url(email)}.{base64url(HMAC-SHA256(key, action + ':' + email))}`, with a key
 * derived from the configured secret for this purpose only. A token confirms or unsubscribes exactly one address
 * and cannot be turned into the other action.
 */
export type NewsletterAction = 'confirm' | 'unsubscribe';

const MAX_TOKEN_LENGTH = 1000;

function signature(secret: string, action: NewsletterAction, email: string): Buffer {
  const key = createHmac('sha256', secret).update('newsletter-links').digest();
  return createHmac('sha256', key).update(`${action}:${email}`).digest();
}

export function signNewsletterToken(secret: string, action: NewsletterAction, email: string): string {
  return `${Buffer.from(email, 'utf8').toString('base64url')}.${signature(secret, action, email).toString('base64url')}`;
}

/** The e-mail address a valid token names, or undefined. */
export function verifyNewsletterToken(secret: string, action: NewsletterAction, token: string | undefined): string | undefined {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  const [encodedEmail, encodedSignature, extra] = token.split('.');
  if (!encodedEmail || !encodedSignature || extra !== undefined) return undefined;
  const email = Buffer.from(encodedEmail, 'base64url').toString('utf8');
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signature(secret, action, email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : undefined;
}
