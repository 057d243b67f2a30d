/**
 * Realtime fan-out (`npm run bench realtime`): 200 WebSocket clients (`BENCH_REALTIME_CLIENTS`) connected to
 * `/realtime`; for each of 30 bookings (`BENCH_REALTIME_BOOKINGS`) made one after another, the time from the
 * booking's 201 to the moment the LAST client has its `booking.created` message (the outbox: stream record →
 * notifications consumer → management API → clients). The first booking after the runtime's start is reported alone
 * (cold: the consumer's first invocation), the median and p99 over the others (warm); every client must get every
 * message. Each booking waits `BENCH_REALTIME_GAP_MS` (1.5 s) after the one before has reached every client: a
 * booking's record is handled after the records before it in the stream, so a booking made while the one before
 * is still sending its e-mails would measure that queue, not the time its own message takes.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { AvailabilityResponse } from '../shared/booking/schemas';
import { addDays } from '../shared/booking/time';
import { bookingBody } from './api-load';
import { below, exactly, percentile, type BenchContext, type Benchmark, type Figure } from './types';

const CLIENTS = Number(process.env.BENCH_REALTIME_CLIENTS ?? 200);
const BOOKINGS = Number(process.env.BENCH_REALTIME_BOOKINGS ?? 30);
const GAP_MS = Number(process.env.BENCH_REALTIME_GAP_MS ?? 1500);
const TIMEOUT_MS = 15_000;

export const realtimeBenchmark: Benchmark = {
  title: `Realtime: ${CLIENTS} WebSocket clients, booking 201 → last client's message`,
  command: 'npm run bench realtime',
  async run(context: BenchContext): Promise<Figure[]> {
    const waiters = new Map<string, { remaining: Set<number>; done: () => void; last: number }>();
    const sockets = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, index) => {
        const socket = new WebSocket(context.wsUrl);
        await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
        socket.on('message', (data) => {
          const at = performance.now();
          const message = JSON.parse(String(data)) as { type?: string; date?: string; time?: string };
          if (message.type !== 'booking.created') return;
          const waiter = waiters.get(`${message.date} ${message.time}`);
          if (!waiter || !waiter.remaining.delete(index)) return;
          waiter.last = Math.max(waiter.last, at);
          if (waiter.remaining.size === 0) waiter.done();
        });
        return socket;
      }),
    );
    // Let every $connect handler store its connection before the first broadcast reads them.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    try {
      const from = new Date().toISOString().slice(0, 10);
      const { slots } = (await (await fetch(`${context.baseUrl}/api/availability?from=${from}&to=${addDays(from, 45)}`)).json()) as AvailabilityResponse;
      const chosen = slots.filter((slot) => Date.parse(slot.start) > Date.now() + 3_600_000).reverse().slice(0, BOOKINGS);
      const samples: number[] = [];
      let cold: number | undefined;
      let missed = 0;
      for (const slot of chosen) {
        if (slot !== chosen[0]) await new Promise((resolve) => setTimeout(resolve, GAP_MS));
        let done!: () => void;
        const delivered = new Promise<void>((resolve) => (done = resolve));
        const waiter = { remaining: new Set(sockets.map((_, index) => index)), done, last: 0 };
        waiters.set(`${slot.date} ${slot.time}`, waiter);
        const response = await fetch(`${context.baseUrl}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bookingBody(slot, `realtime-${randomUUID().slice(0, 8)}`)),
        });
        const answered = performance.now();
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`Booking ${slot.date} ${slot.time} answered ${response.status}`);
        const timedOut = await Promise.race([delivered.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), TIMEOUT_MS))]);
        if (timedOut) missed += waiter.remaining.size;
        else if (slot === chosen[0]) cold = Math.max(0, waiter.last - answered);
        else samples.push(Math.max(0, waiter.last - answered));
      }
      samples.sort((a, b) => a - b);
      const label = `${CLIENTS} clients, ${chosen.length} bookings`;
      return [
        below(`${label}: the first booking after the start (cold): 201 → last client's message`, Math.round(cold ?? Number.NaN), 'ms', 1000),
        below(`${label}: the other bookings (warm): 201 → last client's message, median`, Math.round(percentile(samples, 50)), 'ms', 1000),
        below(`${label}: the other bookings (warm): 201 → last client's message p99`, Math.round(percentile(samples, 99)), 'ms', 1000),
        exactly(`${label}: messages not delivered within ${TIMEOUT_MS / 1000} s`, missed, '', 0),
      ];
    } finally {
      for (const socket of sockets) socket.close();
    }
  },
};
