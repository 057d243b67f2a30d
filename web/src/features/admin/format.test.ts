import { describe, expect, it } from 'vitest';
import { formatInstant, plural, timeAgo } from './format';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('says how long ago in whole units, as people say it', () => {
    expect(timeAgo('2026-11-27T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-27T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-27T10:30:00Z', now)).toBe('1 hour ago');
    expect(timeAgo('2026-11-26T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-13T12:00:00Z', now)).toBe('2 weeks ago');
  });
});

describe('plural', () => {
  it('gives each count the form its number takes, never "guest(s)"', () => {
    expect(plural(0, 'guest')).toBe('0 guests');
    expect(plural(1, 'guest')).toBe('1 guest');
    expect(plural(2, 'guest')).toBe('2 guests');
    expect(plural(1204, 'view')).toBe('1,204 views');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
  });
});

describe('formatInstant', () => {
  it('names the zone of every time it shows', () => {
    expect(formatInstant('2026-12-01T07:00:00Z', 'Africa/Cairo')).toBe('1 Dec 2026, 09:00 (Africa/Cairo)');
    expect(formatInstant('2026-12-01T07:00:00Z')).toMatch(/^1 Dec 2026, \d\d:\d\d (GMT|UTC)/);
  });
});
