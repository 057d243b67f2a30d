import { describe, expect, it } from 'vitest';
import { signNewsletterToken, verifyNewsletterToken } from './tokens';

describe('newsletter link tokens', () => {
  const token = signNewsletterToken('secret', 'confirm', 'reader@example.com');

  it('names the address it was signed for', () => {
    expect(verifyNewsletterToken('secret', 'confirm', token)).toBe('reader@example.com');
  });

  it('refuses another action, another secret, tampering and junk', () => {
    expect(verifyNewsletterToken('secret', 'unsubscribe', token)).toBeUndefined();
    expect(verifyNewsletterToken('other', 'confirm', token)).toBeUndefined();
    const forged = `${Buffer.from('victim@example.com').toString('base64url')}.${token.split('.')[1]}`;
    expect(verifyNewsletterToken('secret', 'confirm', forged)).toBeUndefined();
    for (const junk of [undefined, '', '.', 'abc', 'a.b.c', 'x'.repeat(5000)]) {
      expect(verifyNewsletterToken('secret', 'confirm', junk)).toBeUndefined();
    }
  });
});
