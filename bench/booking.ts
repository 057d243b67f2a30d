/**
 * Booking benchmarks (`npm run bench booking`): the slot engine for a 31-day range (in process), GET
 * /api/availability for 31 days through the local gateway (p50/p99 over 2,000 requests at concurrency 20), and
 * 500 concurrent bookings of one slot (successes, p99).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { generateSlots } from '../shared/booking/slots';
import { seedAvailabilityBlocks, seedCalendarSettings } from '../shared/booking/seed';
import type { AvailabilityResponse, SlotDto } from '../shared/booking/schemas';
import { addDays, dateAt } from '../shared/booking/time';
import { bookingBody } from './api-load';
import { below, exactly, percentile, type BenchContext, type Benchmark, type Figure } from './types';

const AVAILABILITY_REQUESTS = 2000;
const AVAILABILITY_CONCURRENCY = 20;
const BOOKING_RACERS = 500;

export const bookingBenchmark: Benchmark = {
  title: 'Booking: slot engine, availability, one slot under 500 concurrent bookings',
  command: 'npm run bench booking',
  async run(context: BenchContext): Promise<Figure[]> {
    return [...engineFigures(), ...(await availabilityFigures(context)), ...(await bookingFigures(context))];
  },
};

function engineFigures(): Figure[] {
  const now = Date.now();
  const from = addDays(dateAt(now, seedCalendarSettings.timezone), 1);
  const to = addDays(from, 30);
  // Some bookings so the overlap check has work to do.
  const bookings = Array.from({ length: 40 }, (_, index) => ({
    date: addDays(from, index % 31),
    time: `${String(9 + (index % 8)).padStart(2, '0')}:00`,
    status: 'confirmed',
  }));
  const query = { settings: seedCalendarSettings, blocks: seedAvailabilityBlocks, bookings, from, to, now };
  for (let i = 0; i < 200; i += 1) generateSlots(query); // warm-up
  const iterations = 5000;
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) generateSlots(query);
  const elapsed = performance.now() - started;
  return [{ name: 'slot engine, 31-day range (40 bookings)', value: Math.round((iterations / elapsed) * 1000), unit: 'ops/s' }];
}

async function availabilityFigures(context: BenchContext): Promise<Figure[]> {
  const from = new Date().toISOString().slice(0, 10);
  const url = `${context.baseUrl}/api/availability?from=${from}&to=${addDays(from, 30)}`;
  for (let i = 0; i < 50; i += 1) await timedFetch(url); // warm-up
  const samples: number[] = [];
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: AVAILABILITY_CONCURRENCY }, async () => {
      while (next < AVAILABILITY_REQUESTS) {
        next += 1;
        const { ms, status } = await timedFetch(url);
        if (status === 200) samples.push(ms);
        else failures += 1;
      }
    }),
  );
  samples.sort((a, b) => a - b);
  return [
    below('GET /api/availability (31 days) p50', round(percentile(samples, 50)), 'ms', 25),
    below('GET /api/availability (31 days) p99', round(percentile(samples, 99)), 'ms', 25),
    exactly('GET /api/availability (31 days) failed requests', failures, '', 0),
  ];
}

async function bookingFigures(context: BenchContext): Promise<Figure[]> {
  const from = new Date().toISOString().slice(0, 10);
  const response = await fetch(`${context.baseUrl}/api/availability?from=${from}&to=${addDays(from, 30)}`);
  const { slots } = (await response.json()) as AvailabilityResponse;
  const slot: SlotDto = slots[Math.floor(slots.length / 2)];
  const samples: number[] = [];
  const statuses = await Promise.all(
    Array.from({ length: BOOKING_RACERS }, async (_, index) => {
      const { ms, status } = await timedFetch(`${context.baseUrl}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(slot, `bench-${index}-${randomUUID().slice(0, 8)}`)),
      });
      samples.push(ms);
      return status;
    }),
  );
  samples.sort((a, b) => a - b);
  const successes = statuses.filter((status) => status === 201).length;
  const conflicts = statuses.filter((status) => status === 409).length;
  return [
    exactly(`POST /api/bookings, ${BOOKING_RACERS} concurrent for one slot: successes`, successes, '', 1),
    exactly(`POST /api/bookings, ${BOOKING_RACERS} concurrent for one slot: 409 answers`, conflicts, '', BOOKING_RACERS - 1),
    below(`POST /api/bookings, ${BOOKING_RACERS} concurrent for one slot: p50`, round(percentile(samples, 50)), 'ms', 250),
    below(`POST /api/bookings, ${BOOKING_RACERS} concurrent for one slot: p99`, round(percentile(samples, 99)), 'ms', 250),
  ];
}

async function timedFetch(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

// Run alone: `node --import tsx bench/booking.ts` starts its own local runtime.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startLocalCloud } = await import('../tests/support/local-cloud');
  const cloud = await startLocalCloud();
  try {
    for (const figure of await bookingBenchmark.run(cloud)) {
      console.log(`${figure.name}: ${figure.value}${figure.unit ? ` ${figure.unit}` : ''}${figure.target ? ` (target ${figure.target}${figure.met ? ', ok' : ', MISSED'})` : ''}`);
    }
  } finally {
    await cloud.stop();
    cloud.cleanUp();
  }
}
