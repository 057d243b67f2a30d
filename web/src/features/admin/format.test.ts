import { describe, expect, it } from 'vitest';
import { timeAgo } from './format';

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
