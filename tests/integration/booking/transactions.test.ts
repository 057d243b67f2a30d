import { randomUUID } from 'node:crypto';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeEmail, stillUpcoming } from '../../../shared/booking/limits';
import { MAX_RESCHEDULES } from '../../../shared/booking/manage';
import { bookingRequestSchema, isOccupying, type SlotDto } from '../../../shared/booking/schemas';
import { AppError } from '../../../shared/errors';
import { cancelBooking } from '../../../lambdas/bookings/cancel-booking';
import { dayPk, DAY_SK, type BookingRecord } from '../../../lambdas/bookings/booking-store';
import { placeBooking, type PlaceBookingDeps } from '../../../lambdas/bookings/place-booking';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { moveBooking } from '../../../lambdas/manage-booking/move';
import { bookingBody, bookingStore, cancelDeps, getAvailability, limitStore, placeBookingDeps, resetCalendar, slotClaim } from './helpers';

/*
 * Create, cancel and reschedule are each one transaction. These tests run them against DynamoDB Local through the
 * use cases, interleaved at random, and check what must hold whatever the interleaving.
 */

let slots: SlotDto[];

beforeAll(async () => {
  await resetCalendar();
  const { slots: open } = await getAvailability();
  const dates = [...new Set(open.map((slot) => slot.date))].sort();
  // Two dates no other file books on: counted from the end, between the limits tests' and the staff tests' dates.
  const mine = new Set(dates.slice(-6, -4));
  slots = open.filter((slot) => mine.has(slot.date)).slice(0, 8);
  expect(slots).toHaveLength(8);
});

type Operation =
  | { kind: 'create'; slot: number; sender: number }
  | { kind: 'cancel'; booking: number }
  | { kind: 'move'; booking: number; slot: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), slot: fc.nat(7), sender: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), booking: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), booking: fc.nat(20), slot: fc.nat(7) }) },
);

/** Rounds of operations; the operations of a round run concurrently. */
const rounds = fc.array(fc.array(operation, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 });

/** Only answers a client may get: anything else (a 5xx, a crash) fails the property. */
function expected(error: unknown): void {
  if (!(error instanceof AppError) || !['DUPLICATE_BOOKING', 'SLOT_UNAVAILABLE', 'BOOKING_LIMIT_REACHED', 'RESCHEDULE_LIMIT_REACHED', 'NOT_FOUND'].includes(error.code)) throw error;
}

async function allBookings(ids: readonly string[]): Promise<BookingRecord[]> {
  return ids.length ? bookingStore().getBookings(ids) : [];
}

/** What must hold after any interleaving, read back from the tables. */
async function checkInvariants(ids: string[], senders: string[]): Promise<void> {
  const records = await allBookings(ids);
  const days = await bookingStore().readDays([...new Set(slots.map((slot) => slot.date))]);
  const entries = [...days.values()].flatMap((day) => Object.values(day.bookings));
  for (const record of records) {
    // The DAY item and the BOOKING item agree, and the entry lives on exactly one DAY item: its date's.
    const onDays = entries.filter((entry) => entry.id === record.id);
    expect(onDays).toHaveLength(1);
    expect(onDays[0]).toMatchObject({ date: record.date, time: record.time, start: record.start, end: record.end, status: record.status });
    // However the moves interleave, none passes the limit; each move raised the invitation's SEQUENCE once.
    expect(record.rescheduleCount ?? 0).toBeLessThanOrEqual(MAX_RESCHEDULES);
    expect(record.sequence ?? 0).toBe(record.rescheduleCount ?? 0);
  }
  const occupying = entries.filter((entry) => isOccupying(entry.status));
  // No two occupying bookings overlap.
  const sorted = [...occupying].sort((a, b) => a.start.localeCompare(b.start));
  for (let index = 1; index < sorted.length; index += 1) expect(sorted[index].start >= sorted[index - 1].end).toBe(true);
  // Every occupying booking holds its slot's claim; a slot without one has no claim.
  for (const slot of slots) {
    const holder = occupying.find((entry) => entry.date === slot.date && entry.time === slot.time);
    const claim = await slotClaim(`${slot.date}T${slot.time}`);
    if (holder) expect(claim?.bookingId).toBe(holder.id);
    else expect(claim).toBeUndefined();
  }
  // Each address's upcoming bookings are exactly its occupying ones, and never more than the limit.
  for (const sender of senders) {
    const { address } = await limitStore().read(sender);
    const mine = records.filter((record) => normalizeEmail(record.email) === normalizeEmail(sender) && isOccupying(record.status));
    expect(Object.keys(stillUpcoming(address.upcoming, Date.now())).sort()).toEqual(mine.map((record) => record.id).sort());
    expect(mine.length).toBeLessThanOrEqual(2);
  }
}

describe('booking transactions', () => {
  it('keep bookings apart and the DAY, BOOKING, claim and address items in agreement under any interleaving', async () => {
    const deps = placeBookingDeps();
    await fc.assert(
      fc.asyncProperty(rounds, async (plan) => {
        const domain = `tx-${randomUUID().slice(0, 8)}.example.com`;
        const senders = [0, 1, 2].map((index) => `sender${index}@${domain}`);
        const ids: string[] = [];
        try {
          for (const round of plan) {
            const known = [...ids];
            await Promise.all(
              round.map(async (step) => {
                try {
                  if (step.kind === 'create') {
                    const request = bookingRequestSchema.parse(bookingBody(slots[step.slot], { email: senders[step.sender] }));
                    ids.push((await placeBooking(deps, request)).body.booking.id);
                  } else if (known.length > 0 && step.kind === 'cancel') {
                    await cancelBooking(cancelDeps(), { bookingId: known[step.booking % known.length], actor: 'property-test' });
                  } else if (known.length > 0 && step.kind === 'move') {
                    await moveBooking(deps, known[step.booking % known.length], slots[step.slot], { kind: 'visitor' });
                  }
                } catch (error) {
                  expected(error);
                }
              }),
            );
          }
          await checkInvariants(ids, senders);
        } finally {
          // Free the slots for the next run (cancelling is itself one of the operations under test).
          for (const id of ids) await cancelBooking(cancelDeps(), { bookingId: id, actor: 'property-test' });
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('answers 503 with Retry-After and stores nothing when every attempt loses to a concurrent change; the retry with its key books once', async () => {
    const slot = slots[0];
    const body = bookingRequestSchema.parse(bookingBody(slot, { email: `contended-${randomUUID().slice(0, 8)}@example.com` }));
    const key = randomUUID();
    const normal = placeBookingDeps();
    // A rival that changes the date right after every read of this request: each of its transactions fails.
    const contended: PlaceBookingDeps = {
      ...normal,
      snapshots: {
        read: async (dates: readonly string[]) => {
          const snapshot = await normal.snapshots.read(dates);
          await dynamo().send(
            new UpdateCommand({
              TableName: tableName('bookings'),
              Key: { pk: dayPk(slot.date), sk: DAY_SK },
              UpdateExpression: 'SET version = if_not_exists(version, :zero) + :one, #date = :date, bookings = if_not_exists(bookings, :none)',
              ExpressionAttributeNames: { '#date': 'date' },
              ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':date': slot.date, ':none': {} },
            }),
          );
          return snapshot;
        },
      } as PlaceBookingDeps['snapshots'],
    };
    const refused = await placeBooking(contended, body, { idempotencyKey: key }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, retryAfterSeconds: 1 });
    const { Items = [] } = await dynamo().send(new ScanCommand({ TableName: tableName('bookings'), ConsistentRead: true }));
    expect(Items.some((item) => item.email === body.email)).toBe(false);
    expect(await slotClaim(`${slot.date}T${slot.time}`)).toBeUndefined();
    expect((await limitStore().read(body.email)).address.version).toBe(0);

    const booked = await placeBooking(normal, body, { idempotencyKey: key });
    expect(booked.status).toBe(201);
    expect((await placeBooking(normal, body, { idempotencyKey: key })).body.booking.id).toBe(booked.body.booking.id);
    await cancelBooking(cancelDeps(), { bookingId: booked.body.booking.id, actor: 'contention-test' });
  });
});
