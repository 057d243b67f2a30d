import { describe, expect, it } from 'vitest';
import { MAX_REALTIME_CONNECTIONS_PER_CLIENT, REALTIME_CONNECTION_MAX_AGE_MS, mayConnect, stillOpen } from './connection-limit';

const now = Date.parse('2026-12-01T10:00:00Z');
const opened = (count: number, at: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`c${index}`, at]));

describe('realtime connections per client', () => {
  it('allows up to the limit, then refuses', () => {
    expect(MAX_REALTIME_CONNECTIONS_PER_CLIENT).toBe(10);
    expect(mayConnect({}, now)).toBe(true);
    expect(mayConnect(opened(9, now - 1000), now)).toBe(true);
    expect(mayConnect(opened(10, now - 1000), now)).toBe(false);
  });

  it('stops counting a connection older than API Gateway lets one live', () => {
    const stale = opened(10, now - REALTIME_CONNECTION_MAX_AGE_MS);
    expect(stillOpen(stale, now)).toEqual({});
    expect(mayConnect(stale, now)).toBe(true);
    expect(Object.keys(stillOpen({ ...stale, fresh: now - REALTIME_CONNECTION_MAX_AGE_MS + 1 }, now))).toEqual(['fresh']);
  });
});
