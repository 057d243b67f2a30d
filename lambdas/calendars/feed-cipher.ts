import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { SecretVersions } from '../lib/secrets';

/**
 * Feed addresses are stored encrypted (AES-256-GCM) with a key derived for this one purpose from the application's
 * token secret in Secrets Manager, so the table alone never reveals a calendar. When the secret changes, addresses
 * encrypted under the previous value still open, and the next sync stores them under the current one.
 */
const FORMAT = 'v1';

export interface OpenedFeedUrl {
  url: string;
  /** Encrypted under the previous secret: store it again. */
  stale: boolean;
}

export interface FeedCipher {
  seal(url: string): Promise<string>;
  open(sealed: string): Promise<OpenedFeedUrl>;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('northstar calendar feed address v1').digest();

export function secretFeedCipher(readVersions: () => Promise<SecretVersions>): FeedCipher {
  return {
    async seal(url) {
      const { current } = await readVersions();
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(current), iv);
      const body = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
      return [FORMAT, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    async open(sealed) {
      const [format, iv, body, tag] = sealed.split('.');
      if (format !== FORMAT || !iv || !body || !tag) throw new Error('Unknown feed address format');
      const { current, previous } = await readVersions();
      for (const [secret, stale] of [[current, false], [previous, true]] as const) {
        if (!secret) continue;
        try {
          const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
          decipher.setAuthTag(Buffer.from(tag, 'base64url'));
          return { url: Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8'), stale };
        } catch {
          // Not this secret's: try the previous one.
        }
      }
      throw new Error('The feed address cannot be decrypted with the current or previous secret');
    },
  };
}
