import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLocalSchedules } from './schedules';

/*
 * The local cloud's timer for the route table's scheduled handlers (the staff calendars' feeds every 5 minutes), on a
 * fake clock: it invokes as an EventBridge rule does, every interval, and never overlaps a run still going.
 */

afterEach(() => {
  vi.useRealTimers();
});

describe('startLocalSchedules', () => {
  it('invokes a handler every interval with EventBridge’s scheduled event, one run at a time', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T08:00:00Z') });
    const calls: { handler: string; event: unknown }[] = [];
    let finish: (() => void) | undefined;
    const invoke = vi.fn((handler: string, event: unknown) => {
      calls.push({ handler, event });
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const stop = startLocalSchedules({ handlers: [{ handler: 'lambdas/calendars/sync-feeds.ts', everyMinutes: 5, description: 'feeds' }], invoke, log: () => {} });

    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([
      {
        handler: 'lambdas/calendars/sync-feeds.ts',
        event: { source: 'aws.events', 'detail-type': 'Scheduled Event', time: '2026-12-01T08:05:00.000Z', detail: {} },
      },
    ]);
    // A run that outlasts the interval delays the next rather than overlapping it.
    await vi.advanceTimersByTimeAsync(12 * 60_000);
    expect(calls).toHaveLength(1);
    finish!();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(calls).toHaveLength(2);

    finish!();
    await stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls).toHaveLength(2);
  });
});
