import { describe, expect, it } from 'vitest';
import { clientIdentity } from './client-identity';

describe('clientIdentity', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientIdentity('203.0.113.9')).toBe('203.0.113.9');
    expect(clientIdentity(' 127.0.0.23 ')).toBe('127.0.0.23');
  });

  it('counts an IPv4 address written as IPv6 as that IPv4 client', () => {
    expect(clientIdentity('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientIdentity('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(clientIdentity('0:0:0:0:0:ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const identity = '2001:db8:85a3:8d3::/64';
    expect(clientIdentity('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(identity);
    expect(clientIdentity('2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff')).toBe(identity);
    expect(clientIdentity('2001:DB8:85A3:8D3::1')).toBe(identity);
    expect(clientIdentity('2001:db8:85a3:8d3::')).toBe(identity);
  });

  it('tells neighbouring /64 prefixes apart', () => {
    expect(clientIdentity('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(clientIdentity('2001:db8::1')).toBe('2001:db8::/64');
    expect(clientIdentity('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
  });

  it('reads the compressed forms, brackets and zone ids', () => {
    expect(clientIdentity('::1')).toBe('::/64');
    expect(clientIdentity('[2001:db8:1:2::3]')).toBe('2001:db8:1:2::/64');
    expect(clientIdentity('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('counts anything that is not an address as one client', () => {
    for (const text of ['', 'unknown', '1.2.3', 'example.com', '203.0.113.9, 10.0.0.1', '::ffff::1', '0x7f.0.0.1']) {
      expect(clientIdentity(text)).toBe('unknown');
    }
  });
});
