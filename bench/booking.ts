/**
 * Booking benchmarks (`npm run bench booking`) on Amazon's DynamoDB Local: the slot engine for a 31-day range (in
 * process), GET /api/availability for 31 days through the local gateway (p50/p99 over 2,000 requests at
 * concurrency 20 after 6,000 warm-up requests, with autocannon), 500 concurrent bookings of one slot, one per
 * connection, five times over five slots after two warm-up races (exactly one success each, p50/p99 of the median
 * race), and visitors cancelling and moving bookings while others book the same dates (no 5xx). The runtime runs
 * in its own process. The clients are lean on purpose: on a 2-core machine a heavier one (Node's fetch, or
 * autocannon setting up 500 clients) spends more CPU than the server does, and the figures then measure it.
 */
import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { generateSlots } from '../shared/booking/slots';
import { seedAvailabilityBlocks, seedCalendarSettings } from '../shared/booking/seed';
import type { AvailabilityResponse, SlotDto } from '../shared/booking/schemas';
import { addDays, dateAt } from '../shared/booking/time';
import { sentTo, waitForEmails, type StoredEmail } from '../tests/support/mailbox';
import { readSecret } from '../lambdas/lib/secrets';
import { signManageToken } from '../lambdas/bookings/manage-token';
import { bookingBody } from './api-load';
import { below, exactly, percentile, type BenchContext, type Benchmark, type Figure } from './types';

export const AVAILABILITY_REQUESTS = 2000;
export const AVAILABILITY_CONCURRENCY = 20;
/**
 * Answers before the measured ones, in the same run. The server's and the client's code is still being optimised
 * during the first few thousand: the p99 of answers 1,001–3,000 was 18–28 ms, of answers 6,001–8,000 8–11 ms.
 */
export const AVAILABILITY_WARM_UP = 6000;
const BOOKING_RACERS = 500;
/** Races of one slot each; latency is reported for the median one, since a single race on a shared machine swings by ±50%. */
const RACES = 5;
/**
 * Unmeasured races first, as the availability figures have their warm-up: the booking path's code is compiled
 * during the first 1,000 or so requests, and the first races ran at about 290 ms against 140–190 ms after.
 */
export const WARM_UP_RACES = 2;

/** Dates whose bookings are cancelled, moved and made at once; each date gets all three at the same time. */
const CONTENDED_DATES = 3;

export const bookingBenchmark: Benchmark = {
  title: 'Booking on DynamoDB Local: slot engine, availability, one slot under 500 concurrent bookings, changes under contention',
  command: 'npm run bench booking',
  async run(context: BenchContext): Promise<Figure[]> {
    return [...engineFigures(), ...(await availabilityFigures(context)), ...(await bookingFigures(context)), ...(await changeFigures(context))];
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
  // One continuous run that starts with the warm-up, so the figures are the steady state.
  const warmUpLatencies: number[] = [];
  const latencies: number[] = [];
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: AVAILABILITY_CONCURRENCY, amount: AVAILABILITY_WARM_UP + AVAILABILITY_REQUESTS },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    let answered = 0;
    instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
      answered += 1;
      if (statusCode !== 200) failed += 1;
      if (answered > AVAILABILITY_WARM_UP) latencies.push(responseTime);
      else if (answered <= AVAILABILITY_REQUESTS) warmUpLatencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  warmUpLatencies.sort((a, b) => a - b);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const started = performance.now();
  await (await fetch(url)).arrayBuffer();
  const coldMs = performance.now() - started;
  const label = `GET /api/availability (31 days), ${AVAILABILITY_REQUESTS} requests after ${AVAILABILITY_WARM_UP} warm-up, c=${AVAILABILITY_CONCURRENCY}`;
  return [
    below(`${label}: p50`, Math.round(percentile(latencies, 50)), 'ms', 25),
    below(`${label}: p99`, Math.round(percentile(latencies, 99)), 'ms', 25),
    exactly(`${label}: failed requests (warm-up included)`, failed + result.errors + result.timeouts, '', 0),
    { name: `GET /api/availability (31 days), the first ${AVAILABILITY_REQUESTS} requests after start, c=${AVAILABILITY_CONCURRENCY}: p99`, value: Math.round(percentile(warmUpLatencies, 99)), unit: 'ms' },
    { name: 'GET /api/availability (31 days), one request after 1 s idle', value: Math.round(coldMs), unit: 'ms' },
  ];
}

async function bookingFigures(context: BenchContext): Promise<Figure[]> {
  const from = new Date().toISOString().slice(0, 10);
  const response = await fetch(`${context.baseUrl}/api/availability?from=${from}&to=${addDays(from, 30)}`);
  const { slots } = (await response.json()) as AvailabilityResponse;
  const races: { successes: number; conflicts: number; p50: number; p99: number }[] = [];
  const firstSlot = Math.floor(slots.length / 2);
  for (let round = 0; round < WARM_UP_RACES; round += 1) await raceOverHttp(context, slots[firstSlot + RACES + round]);
  for (let round = 0; round < RACES; round += 1) {
    const answers = await raceOverHttp(context, slots[firstSlot + round]);
    const samples = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    races.push({
      successes: answers.filter((answer) => answer.status === 201).length,
      conflicts: answers.filter((answer) => answer.status === 409).length,
      p50: Math.round(percentile(samples, 50)),
      p99: Math.round(percentile(samples, 99)),
    });
  }
  const byP99 = [...races].sort((a, b) => a.p99 - b.p99);
  const median = byP99[Math.floor(RACES / 2)];
  const label = `POST /api/bookings, ${BOOKING_RACERS} concurrent for one slot, ${RACES} races`;
  return [
    exactly(`${label}: races with exactly one 201`, races.filter((result) => result.successes === 1).length, '', RACES),
    exactly(`${label}: 409 answers`, races.reduce((sum, result) => sum + result.conflicts, 0), '', RACES * (BOOKING_RACERS - 1)),
    below(`${label}: p50 of the median race`, median.p50, 'ms', 250),
    below(`${label}: p99 of the median race`, median.p99, 'ms', 250),
    { name: `${label}: p99 of the slowest race`, value: byP99[RACES - 1].p99, unit: 'ms' },
  ];
}

export interface Answer {
  status: number;
  ms: number;
}

/** The bodies of one race: BOOKING_RACERS visitors, each with an address of their own, for the same slot. */
export function racersFor(slot: SlotDto): Record<string, unknown>[] {
  return Array.from({ length: BOOKING_RACERS }, (_, index) => bookingBody(slot, `race-${randomUUID().slice(0, 8)}-${index}`));
}

/** One race through the gateway, every racer on a connection of its own (see `race`). */
export async function raceOverHttp(context: BenchContext, slot: SlotDto): Promise<Answer[]> {
  const bodies = racersFor(slot);
  const answers = await race(new URL('/api/bookings', context.baseUrl), bodies.map((body) => JSON.stringify(body)));
  await afterRace(context, bodies, answers);
  return answers;
}

/** The winner's follow-up work (e-mails, broadcast) is not part of the next crowd's race: waits until it is done. */
export async function afterRace(context: BenchContext, bodies: Record<string, unknown>[], answers: Answer[]): Promise<void> {
  const winner = bodies[answers.findIndex((answer) => answer.status === 201)];
  if (winner) await waitForEmails(context.sesUrl, byBooking(String(winner.email)), { count: context.env.STAFF_EMAIL ? 2 : 1, timeoutMs: 30_000 });
}

/**
 * Visitors cancel and move bookings (through their manage links) while others book the same dates: on each of
 * three dates, a third of the slots is booked first; then, all at once, half of those are cancelled, the other
 * half moved to free slots of their date, and the remaining free slots booked. Every change of a date commits
 * against its DAY item, so they contend; none may answer 5xx.
 */
async function changeFigures(context: BenchContext): Promise<Figure[]> {
  // The manage links are signed with the runtime's key, read as its handlers read it (the local Secrets Manager).
  Object.assign(process.env, context.env);
  const secret = await readSecret('bookingToken');
  const from = new Date().toISOString().slice(0, 10);
  const { slots } = (await (await fetch(`${context.baseUrl}/api/availability?from=${from}&to=${addDays(from, 30)}`)).json()) as AvailabilityResponse;
  const dates = [...new Set(slots.map((slot) => slot.date))].slice(-CONTENDED_DATES - 1, -1);
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const response = await fetch(`${context.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const operations: (() => Promise<{ status: number; ms: number }>)[] = [];
  for (const date of dates) {
    const daySlots = slots.filter((slot) => slot.date === date);
    const third = Math.floor(daySlots.length / 3);
    const booked: { id: string; end: string }[] = [];
    for (const slot of daySlots.slice(0, 2 * third).filter((_, index) => index % 2 === 0)) {
      const response = await fetch(`${context.baseUrl}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(slot, `change-${randomUUID().slice(0, 8)}`)),
      });
      booked.push(((await response.json()) as { booking: { id: string; end: string } }).booking);
    }
    const free = daySlots.slice(0, 2 * third).filter((_, index) => index % 2 === 1).concat(daySlots.slice(2 * third));
    const link = (booking: { id: string; end: string }, action: string) =>
      `/api/bookings/${booking.id}/${action}?token=${signManageToken(secret, booking.id, Date.parse(booking.end))}`;
    booked.forEach((booking, index) => {
      if (index % 2 === 0) operations.push(() => post(link(booking, 'cancel'), {}));
      else {
        const target = free.shift()!;
        operations.push(() => post(link(booking, 'reschedule'), { date: target.date, time: target.time }));
      }
    });
    for (const slot of free) operations.push(() => post('/api/bookings', bookingBody(slot, `contend-${randomUUID().slice(0, 8)}`)));
  }
  const answers = await Promise.all(operations.map((operation) => operation()));
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const label = `Cancel, move and book ${CONTENDED_DATES} dates at once (${answers.length} requests)`;
  return [
    exactly(`${label}: 5xx answers`, answers.filter((answer) => answer.status >= 500).length, '', 0),
    exactly(`${label}: answers other than 200/201`, answers.filter((answer) => answer.status !== 200 && answer.status !== 201).length, '', 0),
    { name: `${label}: p99`, value: Math.round(percentile(latencies, 99)), unit: 'ms' },
  ];
}

/** The e-mails of one booking: the customer's, and the staff copy that lists the customer's address. */
function byBooking(customerEmail: string): (email: StoredEmail) => boolean {
  const toCustomer = sentTo(customerEmail);
  return (email) => toCustomer(email) || Boolean(email.body.text?.includes(customerEmail));
}

/**
 * POSTs each body on its own connection, all at once: every connection is opened first, then the prepared
 * requests are written in one go, and each latency runs from its request's write to the end of its answer. So
 * the figure is the server's time under the crowd, not the client's time to open 500 connections (which a crowd
 * of real visitors spends on 500 machines).
 */
async function race(url: URL, bodies: string[]): Promise<Answer[]> {
  const sockets = await Promise.all(
    bodies.map(
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(Number(url.port), url.hostname, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const requests = bodies.map((body) =>
    Buffer.from(
      `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    ),
  );
  return Promise.all(
    sockets.map(
      (socket, index) =>
        new Promise<Answer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          socket.on('data', (chunk: Buffer) => chunks.push(chunk));
          socket.once('error', reject);
          socket.once('end', () => {
            const statusLine = Buffer.concat(chunks).toString('latin1', 0, 12); // "HTTP/1.1 409"
            resolve({ status: Number(statusLine.slice(9, 12)), ms: performance.now() - started });
          });
          const started = performance.now();
          socket.write(requests[index]);
        }),
    ),
  );
}
