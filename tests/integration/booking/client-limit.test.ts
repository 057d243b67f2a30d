import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityResponse, SlotDto } from '../../../shared/booking/schemas';
import { fetchFrom } from '../../support/client-address';
import { startLocalCloud, type LocalCloudProcess } from '../../support/local-cloud';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { bookingBody, postFrom } from './helpers';

/*
 * The per-client limit at its default (BOOKING_LIMIT_PER_CLIENT unset: 10 bookings per client address in any 24
 * hours), on a local cloud of this file's own: the shared one turns the limit off. The gateway counts the socket's
 * address, so each test books from an address of the loopback range of its own.
 */

let cloud: LocalCloudProcess;
let pool: SlotDto[];

beforeAll(async () => {
  expect(process.env.BOOKING_LIMIT_PER_CLIENT).toBeUndefined();
  cloud = await startLocalCloud();
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  pool = ((await (await fetch(`${cloud.baseUrl}/api/availability?from=${from}&to=${to}`)).json()) as AvailabilityResponse).slots;
}, 180_000);

afterAll(async () => {
  await cloud?.stop();
  cloud?.cleanUp();
});

interface Answer {
  status: number;
  retryAfter?: string;
  code?: string;
}

/** POST /api/bookings from `localAddress` (e.g. 127.0.0.2), one fresh e-mail address per booking. */
async function bookFrom(localAddress: string, slot: SlotDto, extraHeaders: Record<string, string> = {}): Promise<Answer> {
  const body = bookingBody(slot, { email: `client-${randomUUID().slice(0, 8)}@example.com` });
  const answer = await postFrom(cloud.baseUrl, localAddress, '/api/bookings', body, extraHeaders);
  return {
    status: answer.status,
    retryAfter: answer.headers['retry-after'] as string | undefined,
    code: answer.text ? (JSON.parse(answer.text) as { error?: { code: string } }).error?.code : undefined,
  };
}

describe('bookings per client address', () => {
  it('allows 10 in 24 hours, then answers 429 with Retry-After; refusals do not count and other addresses are unaffected', async () => {
    const slots = pool.splice(0, 11);
    const first = await bookFrom('127.0.0.2', slots[0]);
    expect(first.status).toBe(201);
    // A refused attempt (the slot is taken now) is not counted.
    expect(await bookFrom('127.0.0.2', slots[0])).toMatchObject({ status: 409, code: 'DUPLICATE_BOOKING' });
    for (const slot of slots.slice(1, 10)) expect((await bookFrom('127.0.0.2', slot)).status).toBe(201);

    const limited = await bookFrom('127.0.0.2', slots[10]);
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.retryAfter);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    expect((await bookFrom('127.0.0.3', slots[10])).status).toBe(201);
  });

  it('lets exactly 10 of 20 concurrent bookings from one address through', async () => {
    const answers = await Promise.all(pool.splice(0, 20).map((slot) => bookFrom('127.0.0.4', slot)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
    expect(answers.filter((answer) => answer.status === 429 && answer.code === 'RATE_LIMITED')).toHaveLength(10);
  });

  it('counts the socket, whatever X-Forwarded-For or x-viewer-ip a request names', async () => {
    const slots = pool.splice(0, 12);
    const forged = (index: number) => ({ 'x-forwarded-for': `198.51.100.${index + 1}`, 'x-viewer-ip': `203.0.113.${index + 1}`, 'x-real-ip': `192.0.2.${index + 1}` });
    for (const [index, slot] of slots.slice(0, 10).entries()) expect((await bookFrom('127.0.0.5', slot, forged(index))).status).toBe(201);

    const eleventh = await bookFrom('127.0.0.5', slots[10], forged(10));
    expect(eleventh).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(eleventh.retryAfter)).toBeGreaterThan(23 * 3600);
    // The address a forged header named is a client of its own, untouched by all this.
    expect((await bookFrom('127.0.0.6', slots[11], forged(0))).status).toBe(201);
  });

  it('counts a reschedule as a booking of the client that moves it', async () => {
    const slots = pool.splice(0, 12);
    const email = `mover-${randomUUID().slice(0, 8)}@example.com`;
    const booked = await fetchFrom('127.0.0.7', `${cloud.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(slots[0], { email })),
    });
    expect(booked.status).toBe(201);
    const [confirmation] = await waitForEmails(cloud.sesUrl, sentTo(email));
    const manage = new URL(/Manage booking: (\S+)/.exec(confirmation.body.text ?? '')![1]);
    const id = manage.pathname.split('/').pop()!;
    let token = manage.searchParams.get('token')!;
    const move = (from: string, slot: SlotDto) =>
      fetchFrom(from, `${cloud.baseUrl}/api/bookings/${id}/reschedule?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ date: slot.date, time: slot.time }),
      });

    // One booking and two moves of it: 3 of the client's 10; seven more bookings make 10.
    for (const slot of slots.slice(1, 3)) {
      const moved = await move('127.0.0.7', slot);
      expect(moved.status).toBe(200);
      token = ((await moved.json()) as { token: string }).token;
    }
    for (const slot of slots.slice(3, 10)) expect((await bookFrom('127.0.0.7', slot)).status).toBe(201);

    const limited = await move('127.0.0.7', slots[10]);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // The visitor on another connection may still move it (its third and last move).
    expect((await move('127.0.0.8', slots[10])).status).toBe(200);
  });
});
