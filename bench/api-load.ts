/**
 * API under load (`npm run bench api-load`): autocannon in the benchmark process drives the local runtime, which
 * runs in its own child process, over loopback.
 *
 * - GET availability (31 days), settings, projects, posts: 50 connections for 20 s each (BENCH_DURATION
 *   overrides the seconds): p50, p99, errors (connection errors, timeouts and non-2xx answers).
 * - POST /api/bookings for 500 distinct free slots at concurrency 50: every one a 201, no slot booked twice
 *   (checked in the bookings table afterwards). The seeded calendar offers ~16 slots a weekday within 30 days,
 *   too few; the benchmark widens it first through the calendar store (the same write the staff dashboard makes):
 *   all 7 days, 00:00–23:30, 60 days ahead, no minimum advance. It puts the seed calendar back at the end.
 *
 * (500 concurrent requests for ONE slot are measured by the booking benchmark, `bench/booking.ts`.)
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { seedAvailabilityBlocks, seedCalendarSettings } from '../shared/booking/seed';
import type { AvailabilityBlock, AvailabilityResponse, CalendarSettings, SlotDto } from '../shared/booking/schemas';
import { addDays } from '../shared/booking/time';
import { below, exactly, type BenchContext, type Benchmark, type Figure } from './types';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const DISTINCT_BOOKINGS = 500;
const P99_TARGET_MS = 50;

/** The calendar the booking load needs: every day, almost all day, 60 days ahead. */
export const WIDE_CALENDAR: { settings: CalendarSettings; blocks: AvailabilityBlock[] } = {
  settings: {
    ...seedCalendarSettings,
    minAdvanceHours: 0,
    maxBookingDays: 60,
    sameDayBookingAllowed: true,
  },
  blocks: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ id: `bench-${dayOfWeek}`, dayOfWeek, startTime: '00:00', endTime: '23:30', isActive: true })),
};

export const apiLoadBenchmark: Benchmark = {
  title: `API under load: autocannon, ${CONNECTIONS} connections, from a second process on loopback`,
  command: 'npm run bench api-load',
  async run(context: BenchContext): Promise<Figure[]> {
    const from = new Date().toISOString().slice(0, 10);
    const reads: [string, string][] = [
      ['GET /api/availability (31 days)', `/api/availability?from=${from}&to=${addDays(from, 30)}`],
      ['GET /api/calendar/settings', '/api/calendar/settings'],
      ['GET /api/projects', '/api/projects'],
      ['GET /api/posts', '/api/posts'],
    ];
    const figures: Figure[] = [];
    for (const [name, path] of reads) figures.push(...(await readLoad(context, name, path)));
    figures.push(...(await bookingLoad(context)));
    return figures;
  },
};

async function readLoad(context: BenchContext, name: string, path: string): Promise<Figure[]> {
  const url = `${context.baseUrl}${path}`;
  for (let i = 0; i < 20; i += 1) await (await fetch(url)).arrayBuffer(); // warm-up: handler modules loaded, caches filled
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  const failed = result.errors + result.timeouts + result.non2xx;
  const label = `${name}, c=${CONNECTIONS}, ${DURATION_SECONDS} s`;
  return [
    { name: `${label}: requests/s`, value: Math.round(result.requests.average), unit: 'req/s' },
    { name: `${label}: p50`, value: result.latency.p50, unit: 'ms' },
    below(`${label}: p99`, result.latency.p99, 'ms', P99_TARGET_MS),
    exactly(`${label}: errors (of ${result.requests.total})`, failed, '', 0),
  ];
}

async function bookingLoad(context: BenchContext): Promise<Figure[]> {
  Object.assign(process.env, context.env);
  const calendar = await calendarStore();
  const original = { settings: await calendar.getSettings(), blocks: await calendar.listBlocks() };
  await putCalendar(calendar, WIDE_CALENDAR);
  try {
    const from = new Date().toISOString().slice(0, 10);
    const response = await fetch(`${context.baseUrl}/api/availability?from=${from}&to=${addDays(from, 60)}`);
    const { slots } = (await response.json()) as AvailabilityResponse;
    if (slots.length < DISTINCT_BOOKINGS) throw new Error(`Only ${slots.length} free slots after widening the calendar`);
    // Spread over the whole range, one date after another (each booking commits against its date's DAY item, so
    // concurrent visitors of one busy date take turns); skip the first hour so no slot turns past during the load.
    const chosen: SlotDto[] = spreadOverDates(slots.filter((slot) => Date.parse(slot.start) > Date.now() + 3_600_000)).slice(0, DISTINCT_BOOKINGS);
    const tag = randomUUID().slice(0, 8);
    let next = 0;
    const created: { date: string; time: string }[] = [];
    const statuses = new Map<number, number>();
    const result = await autocannon({
      url: `${context.baseUrl}/api/bookings`,
      connections: CONNECTIONS,
      amount: DISTINCT_BOOKINGS,
      timeout: 60,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: Record<string, unknown>) => {
            const index = next++;
            const slot = chosen[index % chosen.length];
            return { ...request, body: JSON.stringify(bookingBody(slot, `load-${tag}-${index}`)) };
          },
          onResponse: (status: number, body: string) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status === 201) {
              const { booking } = JSON.parse(body) as { booking: { date: string; time: string } };
              created.push({ date: booking.date, time: booking.time });
            }
          },
        },
      ],
    });
    const successes = statuses.get(201) ?? 0;
    const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const duplicates = await duplicateSlots();
    const label = `POST /api/bookings, ${DISTINCT_BOOKINGS} distinct slots, c=${CONNECTIONS}`;
    if (successes !== DISTINCT_BOOKINGS) console.error(`${label}: statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    return [
      exactly(`${label}: 201 answers`, successes, '', DISTINCT_BOOKINGS),
      exactly(`${label}: errors (non-201 answers, timeouts, connection errors)`, answered - successes + result.errors, '', 0),
      exactly(`${label}: distinct slots booked`, new Set(created.map((slot) => `${slot.date} ${slot.time}`)).size, '', DISTINCT_BOOKINGS),
      exactly(`${label}: slots holding more than one confirmed booking (whole table)`, duplicates, '', 0),
      { name: `${label}: p50`, value: result.latency.p50, unit: 'ms' },
      { name: `${label}: p99`, value: result.latency.p99, unit: 'ms' },
      { name: `${label}: bookings/s`, value: Math.round(result.requests.average), unit: 'req/s' },
    ];
  } finally {
    await putCalendar(calendar, original);
  }
}

export function bookingBody(slot: { date: string; time: string }, tag: string): Record<string, unknown> {
  return {
    date: slot.date,
    time: slot.time,
    name: 'Load Test',
    email: `${tag}@example.com`,
    phone: '+20 100 123 4567',
    phoneCountryCode: '+20',
    country: 'Egypt',
    company: 'Bench Co',
    role: 'Tester',
    subject: 'Benchmark',
    guests: [],
    timezone: 'Africa/Cairo',
  };
}

type CalendarStoreLike = Awaited<ReturnType<typeof calendarStore>>;

/** The calendar store on the runtime's emulators (imported after the environment points the SDK at them). */
export async function calendarStore() {
  const { dynamo, tableName } = await import('../lambdas/lib/aws');
  const { CalendarStore } = await import('../lambdas/calendar/calendar-store');
  return new CalendarStore(dynamo(), tableName('calendar_settings'), tableName('availability_blocks'));
}

export async function putCalendar(store: CalendarStoreLike, calendar: { settings: CalendarSettings; blocks: readonly AvailabilityBlock[] }): Promise<void> {
  await store.putSettings(calendar.settings);
  const keep = new Set(calendar.blocks.map((block) => block.id));
  for (const block of await store.listBlocks()) if (!keep.has(block.id)) await store.deleteBlock(block.id);
  for (const block of calendar.blocks) await store.putBlock(block);
}

/** The slots in rounds over their dates: the first of every date, then the second of every date, and so on. */
function spreadOverDates(slots: SlotDto[]): SlotDto[] {
  const byDate = new Map<string, SlotDto[]>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  const spread: SlotDto[] = [];
  for (let round = 0; spread.length < slots.length; round += 1) {
    for (const daySlots of byDate.values()) if (daySlots[round]) spread.push(daySlots[round]);
  }
  return spread;
}

export const seedCalendar = { settings: seedCalendarSettings, blocks: seedAvailabilityBlocks };

/** Slots with more than one confirmed booking in the bookings table. */
async function duplicateSlots(): Promise<number> {
  const { dynamo, tableName } = await import('../lambdas/lib/aws');
  const perSlot = new Map<string, number>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: tableName('bookings'), ConsistentRead: true, ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) {
      if (item.status !== 'confirmed' || typeof item.date !== 'string' || typeof item.time !== 'string') continue;
      const key = `${item.date} ${item.time}`;
      perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return [...perSlot.values()].filter((count) => count > 1).length;
}
