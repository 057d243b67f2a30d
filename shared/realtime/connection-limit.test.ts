import { describe, expect, it } from 'vitest';
import { REALTIME_CONNECTION_MAX_AGE_MS, stillOpen } from './connection-limit';

const now = Date.parse('2026-12-01T10:00:00Z');

describe('realtime connections per client', () => {
  it('stops counting a connection older than API Gateway lets one live', () => {
    const open = { stale: now - REALTIME_CONNECTION_MAX_AGE_MS, edge: now - REALTIME_CONNECTION_MAX_AGE_MS + 1, fresh: now - 1000 };
    expect(Object.keys(stillOpen(open, now)).sort()).toEqual(['edge', 'fresh']);
    expect(stillOpen({}, now)).toEqual({});
  });
});
