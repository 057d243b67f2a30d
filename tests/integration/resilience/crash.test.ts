import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOccupying, type AvailabilityResponse, type SlotDto } from '../../../shared/booking/schemas';
import { seedAvailabilityBlocks, seedCalendarSettings } from '../../../shared/booking/seed';
import { generateSlots } from '../../../shared/booking/slots';
import type { BookingRecord, DayEntry } from '../../../lambdas/bookings/booking-store';
import { answers, startLocalCloud, type LocalCloudProcess } from '../../support/local-cloud';
import { fetchEmails, sentTo } from '../../support/mailbox';
import { ADMIN, signInSession } from '../admin/staff-users';
import { bookingBody } from '../booking/helpers';

/*
 * The runtime is SIGKILLed in the middle of a burst of bookings and staff cancellations (its emulators go with it),
 * then started again on the same data. Whatever the kill interrupted, the data must be whole at once (no waiting for any repair), and the
 * outbox must then finish every booking's follow-up work.
 */

let cloud: LocalCloudProcess;

beforeAll(async () => {
  cloud = await startLocalCloud({ env: { BOOKING_LIMIT_PER_CLIENT: '0' } });
}, 180_000);

afterAll(async () => {
  await cloud?.stop();
  cloud?.cleanUp();
});

function documents(): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    endpoint: cloud.env.AWS_ENDPOINT_URL_DYNAMODB,
    region: cloud.env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return DynamoDBDocumentClient.from(client);
}

async function availability(from: string, to: string): Promise<SlotDto[]> {
  return ((await (await fetch(`${cloud.baseUrl}/api/availability?from=${from}&to=${to}`)).json()) as AvailabilityResponse).slots;
}

const adminToken = async () => (await signInSession(ADMIN.email, ADMIN.password, { at: cloud })).AccessToken;

const book = (slot: SlotDto, email: string) =>
  fetch(`${cloud.baseUrl}/api/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bookingBody(slot, { email })) });

const cancel = (id: string, token: string) =>
  fetch(`${cloud.baseUrl}/api/admin/bookings/${id}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });

describe('a runtime killed in the middle of a burst', () => {
  it('keeps every acknowledged change, never overlaps, offers every free slot at once, and finishes the outbox', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const open = await availability(today, new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
    const dates = [...new Set(open.map((slot) => slot.date))].sort().slice(3, 6);
    const candidates = open.filter((slot) => dates.includes(slot.date));
    const token = await adminToken();

    // Bookings made before the burst, some of which the burst cancels.
    const earlier: string[] = [];
    for (const slot of candidates.splice(0, 10)) {
      const response = await book(slot, `early-${randomUUID().slice(0, 8)}@example.com`);
      expect(response.status).toBe(201);
      const { booking } = (await response.json()) as { booking: { id: string } };
      earlier.push(booking.id);
    }

    const acknowledgedBookings: string[] = [];
    const acknowledgedCancellations: string[] = [];
    const burst = [
      ...candidates.map(async (slot) => {
        const response = await book(slot, `burst-${randomUUID().slice(0, 8)}@example.com`);
        if (response.status === 201) {
          const { booking } = (await response.json()) as { booking: { id: string } };
          acknowledgedBookings.push(booking.id);
        }
      }),
      ...earlier.slice(0, 6).map(async (id) => {
        if ((await cancel(id, token)).status === 200) acknowledgedCancellations.push(id);
      }),
    ].map((request) => request.catch(() => undefined));
    // Let part of the burst through, then kill the runtime with the rest in flight.
    while (acknowledgedBookings.length + acknowledgedCancellations.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await cloud.kill();
    // A SIGKILLed runtime leaves no emulator behind (the SES one stands for them all): its ports are free for the next start.
    await expect.poll(() => answers(`${cloud.sesUrl}/store`), { timeout: 10_000 }).toBe(false);
    await Promise.all(burst);
    const interrupted = candidates.length + 6 - acknowledgedBookings.length - acknowledgedCancellations.length;
    expect(interrupted, 'the kill landed after the whole burst was answered').toBeGreaterThan(0);
    await cloud.restart();

    // At once: every acknowledged change is there, and the DAY items agree with the BOOKING items.
    const db = documents();
    const { Responses: days } = await db.send(
      new BatchGetCommand({ RequestItems: { bookings: { Keys: dates.map((date) => ({ pk: `DAY#${date}`, sk: 'DAY' })), ConsistentRead: true } } }),
    );
    const entries = (days?.bookings ?? []).flatMap((item) => Object.values(item.bookings as Record<string, DayEntry>));
    const ids = entries.map((entry) => entry.id);
    const { Responses } = await db.send(
      new BatchGetCommand({ RequestItems: { bookings: { Keys: ids.map((id) => ({ pk: `BOOKING#${id}`, sk: 'BOOKING' })), ConsistentRead: true } } }),
    );
    const records = new Map((Responses?.bookings ?? []).map((item) => [String(item.id), item as unknown as BookingRecord]));
    for (const entry of entries) {
      expect(records.get(entry.id)).toMatchObject({ date: entry.date, time: entry.time, status: entry.status });
    }
    for (const id of acknowledgedBookings) expect(entries.find((entry) => entry.id === id)?.status).toBe('confirmed');
    for (const id of acknowledgedCancellations) expect(entries.find((entry) => entry.id === id)?.status).toBe('cancelled');
    for (const id of earlier.slice(6)) expect(entries.find((entry) => entry.id === id)?.status).toBe('confirmed');

    // No two occupying bookings overlap.
    const occupying = entries.filter((entry) => isOccupying(entry.status)).sort((a, b) => a.start.localeCompare(b.start));
    for (let index = 1; index < occupying.length; index += 1) expect(occupying[index].start >= occupying[index - 1].end).toBe(true);

    // Every slot of the dates is either booked or offered, never both.
    const grid = generateSlots({ settings: seedCalendarSettings, blocks: [...seedAvailabilityBlocks], bookings: [], from: dates[0], to: dates[2], now: Date.now() });
    const offered = await availability(dates[0], dates[2]);
    const key = (slot: { date: string; time: string }) => `${slot.date}T${slot.time}`;
    const booked = new Set(occupying.map(key));
    expect(offered.some((slot) => booked.has(key(slot)))).toBe(false);
    expect([...offered.map(key), ...booked].sort()).toEqual(grid.map(key).sort());

    // Every offered slot can be booked at once (no hold of an interrupted request keeps one for a while).
    const statuses: number[] = [];
    for (let index = 0; index < offered.length; index += 4) {
      const group = offered.slice(index, index + 4).map((slot) => book(slot, `after-${randomUUID().slice(0, 8)}@example.com`));
      statuses.push(...(await Promise.all(group)).map((answer) => answer.status));
    }
    expect(statuses).toEqual(offered.map(() => 201));

    // The outbox finishes what the kill interrupted: each booking's meeting link and confirmation, each cancellation's e-mail.
    // Bookings the kill interrupted but that committed count too: their addresses come from their BOOKING items.
    const addressOf = (id: string) => records.get(id)!.email;
    const confirmed = occupying.map((entry) => entry.id);
    const cancelled = entries.filter((entry) => entry.status === 'cancelled').map((entry) => entry.id);
    await expect
      .poll(
        async () => {
          const mail = await fetchEmails(cloud.sesUrl);
          const { Responses: now } = await db.send(
            new BatchGetCommand({ RequestItems: { bookings: { Keys: confirmed.map((id) => ({ pk: `BOOKING#${id}`, sk: 'BOOKING' })), ConsistentRead: true } } }),
          );
          const linked = (now?.bookings ?? []).filter((item) => typeof item.meetLink === 'string').length;
          const confirmations = confirmed.filter((id) => mail.some((email) => sentTo(addressOf(id))(email) && !/cancel/i.test(email.subject))).length;
          const cancellations = cancelled.filter((id) => mail.some((email) => sentTo(addressOf(id))(email) && /cancel/i.test(email.subject))).length;
          return { linked, confirmations, cancellations };
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toEqual({ linked: confirmed.length, confirmations: confirmed.length, cancellations: cancelled.length });
  }, 240_000);
});
