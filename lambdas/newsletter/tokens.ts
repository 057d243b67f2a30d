import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/*
 * Newsletter links carry the address sealed with AES-256-GCM, `base64url(iv | ciphertext | tag)`, under a key derived
 * from the configured secret for this purpose only, with the action as associated data. The address never shows in
 * the link (nor in the access logs that record it); a token cannot be forged or altered, and a confirm token cannot
 * unsubscribe, nor the reverse.
 */
export type NewsletterAction = 'confirm' | 'unsubscribe';

const MAX_TOKEN_LENGTH = 1000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const linkKey = (secret: string) => createHmac('sha256', secret).update('newsletter-links').digest();

export function sealNewsletterToken(secret: string, action: NewsletterAction, email: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', linkKey(secret), iv).setAAD(Buffer.from(action));
  const ciphertext = Buffer.concat([cipher.update(email, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
}

/** The e-mail address a valid token for this action holds, or undefined. */
export function openNewsletterToken(secret: string, action: NewsletterAction, token: string | undefined): string | undefined {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  const sealed = Buffer.from(token, 'base64url');
  if (sealed.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', linkKey(secret), sealed.subarray(0, IV_BYTES)).setAAD(Buffer.from(action));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
