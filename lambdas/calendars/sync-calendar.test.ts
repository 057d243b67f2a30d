import { describe, expect, it, vi } from 'vitest';
import { seedCalendarSettings } from '../../shared/booking/seed';
import { FeedFetchError, syncCalendar, type CalendarSyncDeps } from './sync-calendar';
import { syncEveryFeed } from './sync-feeds';
import type { StaffCalendar, StaffCalendarStore, SyncOutcome } from './staff-calendar-store';
import type { BookingStore } from '../bookings/booking-store';
import type { FeedCipher } from './feed-cipher';

/*
 * The sync's failure path, which needs no database: a feed that cannot be read records why, in words, and writes no
 * busy times (the stored ones stay). The success path runs against DynamoDB Local and a real HTTP feed
 * (tests/integration/booking/staff-calendars.test.ts).
 */

const NOW = Date.parse('2026-12-01T08:00:00Z');
const calendar: StaffCalendar = {
  id: 'cal-1',
  name: 'Team calendar',
  sealedUrl: 'sealed',
  maskedUrl: 'https://calendar.example.com/…/basic.ics',
  status: 'ok',
  lastSyncedAt: null,
  busyCount: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: 'admin@example.com',
};

function world(fetchFeed: (url: string) => Promise<string>, url = 'https://calendar.example.com/private-abc/basic.ics') {
  const recorded: SyncOutcome[] = [];
  let daysRead = 0;
  const deps: CalendarSyncDeps = {
    calendars: { recordSync: async (_id: string, outcome: SyncOutcome) => (recorded.push(outcome), { ...calendar, status: outcome.status }) } as unknown as StaffCalendarStore,
    bookings: { readDays: async () => ((daysRead += 1), new Map()) } as unknown as BookingStore,
    settings: async () => seedCalendarSettings,
    cipher: { open: async () => ({ url, stale: false }), seal: async () => 'sealed-again' } as FeedCipher,
    fetchFeed,
    allowLoopbackHttp: false,
    now: () => NOW,
  };
  return { deps, recorded, daysRead: () => daysRead };
}

describe('syncCalendar', () => {
  it('records a failing feed in words, counts CalendarSyncFailures and leaves the stored busy times alone', async () => {
    const written: string[] = [];
    for (const stream of [process.stdout, process.stderr]) vi.spyOn(stream, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    const failing = world(async () => {
      throw new FeedFetchError('The calendar server answered 503 Service Unavailable.');
    });
    try {
      expect(await syncCalendar(failing.deps, calendar)).toMatchObject({ status: 'error' });
    } finally {
      vi.restoreAllMocks();
    }
    expect(failing.recorded).toEqual([{ status: 'error', at: new Date(NOW).toISOString(), error: 'The calendar server answered 503 Service Unavailable.' }]);
    expect(failing.daysRead()).toBe(0);
    const lines = written.join('').split('\n').filter(Boolean);
    expect(lines.filter((line) => line.startsWith('{"_aws"')).map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ CalendarSyncFailures: 1, calendar_id: 'cal-1' }),
    ]);
    // The logs name the calendar and the reason, never its address.
    expect(lines.find((line) => line.includes('calendar sync failed'))).toContain('The calendar server answered 503');
    expect(lines.join('\n')).not.toContain('private-abc');
  });

  it('refuses what is not a calendar, and an http address outside the local runtime, without fetching it', async () => {
    const html = world(async () => '<!doctype html><title>Sign in</title>');
    await syncCalendar(html.deps, calendar);
    expect(html.recorded[0]).toMatchObject({ status: 'error', error: 'The address did not return an iCalendar feed (no BEGIN:VCALENDAR).' });

    let fetched = false;
    const plain = world(async () => ((fetched = true), ''), 'http://127.0.0.1:8080/feed.ics');
    await syncCalendar(plain.deps, calendar);
    expect(plain.recorded[0]).toMatchObject({ status: 'error', error: 'Use an https:// or webcal:// address.' });
    expect(fetched).toBe(false);
  });
});

describe('syncEveryFeed (every 5 minutes)', () => {
  it('reads every calendar: one that fails, or whose busy times cannot be stored, does not stop the others', async () => {
    const feed = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const calendars = ['failing', 'store-down', 'fine'].map((id) => ({ ...calendar, id, sealedUrl: `https://calendar.example.com/${id}.ics` }));
    const recorded: { id: string; status: string }[] = [];
    let reads = 0;
    const deps: CalendarSyncDeps = {
      calendars: {
        list: async () => calendars,
        recordSync: async (id: string, outcome: SyncOutcome) => (recorded.push({ id, status: outcome.status }), { ...calendar, id, status: outcome.status }),
      } as unknown as StaffCalendarStore,
      bookings: {
        readDays: async () => {
          reads += 1;
          if (reads === 1) throw new Error('DynamoDB is unavailable');
          return new Map();
        },
      } as unknown as BookingStore,
      settings: async () => seedCalendarSettings,
      cipher: { open: async (sealed: string) => ({ url: sealed, stale: false }), seal: async () => 'sealed-again' } as unknown as FeedCipher,
      fetchFeed: async (url) => {
        if (url.endsWith('/failing.ics')) throw new FeedFetchError('The calendar server answered 500 Internal Server Error.');
        return feed;
      },
      allowLoopbackHttp: false,
      now: () => NOW,
    };
    expect(await syncEveryFeed(deps)).toEqual({ synced: 1, failed: 2 });
    expect(recorded).toEqual([
      { id: 'failing', status: 'error' },
      { id: 'fine', status: 'ok' },
    ]);
  });
});
