import { describe, expect, it } from 'vitest';
import { openNewsletterToken, sealNewsletterToken } from './tokens';

describe('newsletter link tokens', () => {
  const address = 'reader@example.com';
  const token = sealNewsletterToken('secret', 'confirm', address);

  it('names the address it was sealed for', () => {
    expect(openNewsletterToken('secret', 'confirm', token)).toBe(address);
  });

  it('does not show the address, in any encoding a log reader might try', () => {
    for (const shown of [address, Buffer.from(address).toString('base64url'), Buffer.from(address).toString('base64'), Buffer.from(address).toString('hex')]) {
      expect(token).not.toContain(shown);
    }
    expect(sealNewsletterToken('secret', 'confirm', address)).not.toBe(token);
  });

  it('refuses another action, another secret, tampering and junk', () => {
    expect(openNewsletterToken('secret', 'unsubscribe', token)).toBeUndefined();
    expect(openNewsletterToken('other', 'confirm', token)).toBeUndefined();
    const bytes = Buffer.from(token, 'base64url');
    for (const at of [0, 12, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[at] ^= 1;
      expect(openNewsletterToken('secret', 'confirm', altered.toString('base64url'))).toBeUndefined();
    }
    for (const junk of [undefined, '', '.', 'abc', 'a.b.c', 'x'.repeat(5000), token.slice(0, 20)]) {
      expect(openNewsletterToken('secret', 'confirm', junk)).toBeUndefined();
    }
  });
});
