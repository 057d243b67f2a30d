import { describe, expect, it } from 'vitest';
import { manageBookingUrl, signManageToken, verifyManageToken } from './manage-token';

const secret = 'test-secret';
const id = 'b-20261201-0f8fad5b-d9cb-469f-a165-70867728950e';
const end = Date.parse('2026-12-01T08:00:00Z');

describe('manage tokens', () => {
  it('open their own booking until the meeting ends', () => {
    const token = signManageToken(secret, id, end);
    expect(verifyManageToken(secret, id, token, end - 1000)).toBe(true);
    expect(verifyManageToken(secret, id, token, end)).toBe(false);
  });

  it('refuse forgeries: another booking, another secret, a moved expiry, a changed signature, garbage', () => {
    const token = signManageToken(secret, id, end);
    const [expiry, signature] = token.split('.');
    const now = end - 60_000;
    expect(verifyManageToken(secret, id.replace('0f8f', '1f8f'), token, now)).toBe(false);
    expect(verifyManageToken('other', id, token, now)).toBe(false);
    expect(verifyManageToken(secret, id, `${(parseInt(expiry, 36) + 86_400).toString(36)}.${signature}`, now)).toBe(false);
    expect(verifyManageToken(secret, id, `${expiry}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, now)).toBe(false);
    for (const bad of [undefined, '', 'x', `${expiry}.${signature}.x`, `${expiry}`, 'a'.repeat(500)]) {
      expect(verifyManageToken(secret, id, bad, now)).toBe(false);
    }
  });

  it('link to the booking page', () => {
    expect(manageBookingUrl('https://example.com/', secret, { id, end: new Date(end).toISOString() })).toBe(
      `https://example.com/booking/${id}?token=${signManageToken(secret, id, end)}`,
    );
  });
});
