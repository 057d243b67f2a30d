import { describe, expect, it } from 'vitest';
import { addressItemExpiresAt, blockingDomains, blockTarget, clientDecision, clientLimitFrom, CLIENT_WINDOW_MS, emailDomain, normalizeEmail, stillUpcoming } from './limits';

describe('booking limits', () => {
  it('count addresses ignoring case and a +tag in the local part', () => {
    expect(normalizeEmail(' Ada+News@Example.COM ')).toBe('ada@example.com');
    expect(normalizeEmail('ada@example.com')).toBe('ada@example.com');
    expect(normalizeEmail('+only@example.com')).toBe('+only@example.com');
    expect(emailDomain('Ada@Sub.Example.com')).toBe('sub.example.com');
  });

  it('keep an address item until a day after its last upcoming meeting ends', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(addressItemExpiresAt({}, now)).toBe(Date.parse('2026-12-02T10:00:00Z') / 1000);
    expect(addressItemExpiresAt({ a: '2026-12-05T09:30:00Z', b: '2026-12-03T09:30:00Z' }, now)).toBe(Date.parse('2026-12-06T09:30:00Z') / 1000);
  });

  it('free the place of a meeting once it has ended', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(stillUpcoming({ past: '2026-12-01T09:30:00Z', ending: '2026-12-01T10:00:00Z', later: '2026-12-02T09:30:00Z' }, now)).toEqual({
      later: '2026-12-02T09:30:00Z',
    });
  });

  it('allow a client its limit in any 24 hours and say when the oldest booking leaves the window', () => {
    const now = 10 * CLIENT_WINDOW_MS;
    const recent = { a: now - CLIENT_WINDOW_MS + 60_000, b: now - 1000, old: now - CLIENT_WINDOW_MS - 1 };
    expect(clientDecision(recent, 3, now)).toEqual({ allowed: true });
    expect(clientDecision(recent, 2, now)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(clientDecision(recent, 1, now)).toEqual({ allowed: false, retryAfterSeconds: CLIENT_WINDOW_MS / 1000 - 1 });
    expect(clientDecision(recent, 0, now)).toEqual({ allowed: true });
  });

  it('read BOOKING_LIMIT_PER_CLIENT, 0 turning the limit off', () => {
    expect(clientLimitFrom(undefined)).toBe(10);
    expect(clientLimitFrom('0')).toBe(0);
    expect(clientLimitFrom('25')).toBe(25);
    expect(clientLimitFrom('-1')).toBe(10);
    expect(clientLimitFrom('many')).toBe(10);
  });

  it('let a block of a domain cover its subdomains, never a bare top-level domain', () => {
    expect(blockingDomains('Ada@Mail.EU.Example.com')).toEqual(['mail.eu.example.com', 'eu.example.com', 'example.com']);
    expect(blockingDomains('ada@example.com')).toEqual(['example.com']);
    expect(blockingDomains('ada@localhost')).toEqual([]);
  });

  it('block an address as the limit counts it, or a whole domain', () => {
    expect(blockTarget(' Spam+1@Example.com')).toEqual({ kind: 'address', value: 'spam@example.com' });
    expect(blockTarget('@Example.com')).toEqual({ kind: 'domain', value: 'example.com' });
  });
});
