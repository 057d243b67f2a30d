import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { JITSI_ROOM_BYTES, planMeeting, type MeetingPlan } from '../../shared/booking/meeting';
import { clientDecision, stillUpcoming } from '../../shared/booking/limits';
import type { BookingDto, BookingRequest } from '../../shared/booking/schemas';
import { checkSlot } from '../../shared/booking/slots';
import { addDays, isoInstant } from '../../shared/booking/time';
import { AppError } from '../../shared/errors';
import { engineInputs, type CalendarSnapshotReader } from './calendar-snapshot';
import { type BookingRecord, type BookingStore, type DayEntry } from './booking-store';
import type { IdempotencyStore, StoredResponse } from './idempotency-store';
import type { LimitStore } from './limit-store';
import { appendLogKeys } from '../lib/logger';
import { recordBookingCreated, refusedAs } from '../lib/metrics';
import { RETRY, transact, withTransactionRetries, type NamedWrite } from '../lib/transaction';

/**
 * Attempts of one booking before the client is told to retry. An attempt only fails when another change of the
 * same date, address or client committed between its read and its transaction: every booking of a date commits
 * against the date's DAY item, so on a busy date (a launch, a load test) one request may lose many rounds.
 */
const BOOKING_ATTEMPTS = 40;
/** Claims are kept a week past the meeting, then DynamoDB's TTL removes them. */
export const CLAIM_RETENTION_SECONDS = 7 * 24 * 3600;

export interface PlaceBookingDeps {
  snapshots: CalendarSnapshotReader;
  bookings: BookingStore;
  limits: LimitStore;
  idempotency: IdempotencyStore;
  /** Bookings one client address may make in any 24 hours; 0 turns the limit off. */
  clientLimit: number;
  /** Epoch ms. */
  now: () => number;
}

export interface PlaceBookingOptions {
  idempotencyKey?: string;
  /** The viewer's address, counted by the per-client limit; staff booking for a client give none. */
  clientAddress?: string;
  /** The staff member booking on the client's behalf, kept on the booking. */
  bookedBy?: string;
}

export interface PlaceBookingResult {
  status: number;
  body: { booking: BookingDto };
}

type BookingWrite = 'claim' | 'booking' | 'day' | 'address' | 'domain' | 'client' | 'idempotency';

/**
 * Books a slot. The server is the authority: the requested date and time must be a slot the engine generates
 * at this moment, with the current settings, blocks and the bookings of the date and its neighbours, and the
 * sender must be within the booking limits.
 *
 * 1. With an Idempotency-Key, the key is bound to the body's hash and a booking id; a retry reuses both.
 * 2. One strongly consistent read of the settings, the DAY items and the sender's limit items; the engine and the
 *    limits decide.
 * 3. One transaction: the slot's claim, the BOOKING item, the entry on the DAY item under the version read, the
 *    address's upcoming bookings and the client's recent ones under the versions read, the domain not blocked, and
 *    the idempotency key's answer. Either all of it happens or none of it.
 * A transaction that lost to a concurrent change is attempted again from the read (nothing of it was written). The
 * DAY item's stream record is the outbox: the notifications consumer sees the new booking even if this function
 * dies right after the commit.
 */
export async function placeBooking(deps: PlaceBookingDeps, request: BookingRequest, options: PlaceBookingOptions = {}): Promise<PlaceBookingResult> {
  await refuseBlockedGuests(deps.limits, request.guests);
  const requestHash = hashRequest(request);
  let bookingId = newBookingId(request.date);
  const key = options.idempotencyKey && `booking:${options.idempotencyKey}`;
  if (key) {
    const begun = await deps.idempotency.begin(key, requestHash, bookingId, deps.now());
    if (begun.state === 'mismatch') throw new AppError('IDEMPOTENCY_KEY_REUSED', { fields: { 'Idempotency-Key': 'Already used with a different request.' } });
    if (begun.state === 'done') return replay(begun.response);
    bookingId = begun.bookingId;
  }
  appendLogKeys({ booking_id: bookingId });
  const idempotency = key ? { key, requestHash } : undefined;
  try {
    return await withTransactionRetries({ attempts: BOOKING_ATTEMPTS }, () => attemptBooking(deps, request, bookingId, options, idempotency));
  } catch (error) {
    // A refusal is the key's final answer too; a 503 is not (the retry with the key may still book).
    if (key && error instanceof AppError && error.status === 409) {
      await deps.idempotency.complete(key, requestHash, { status: error.status, body: error.toBody() });
    }
    throw error;
  }
}

async function attemptBooking(
  deps: PlaceBookingDeps,
  request: BookingRequest,
  bookingId: string,
  { clientAddress, bookedBy }: PlaceBookingOptions,
  idempotency: { key: string; requestHash: string } | undefined,
): Promise<PlaceBookingResult | typeof RETRY> {
  const { date, time } = request;
  const counted = deps.clientLimit > 0 ? clientAddress : undefined;
  const [snapshot, limits] = await Promise.all([deps.snapshots.read([addDays(date, -1), date, addDays(date, 1)]), deps.limits.read(request.email, counted)]);
  const { settings, days } = snapshot;
  const day = days.get(date)!;
  // This booking committed in an earlier attempt whose answer got lost: answer it again.
  if (day.bookings[bookingId]) {
    const made = await deps.bookings.getBooking(bookingId);
    return created({ ...day.bookings[bookingId], ...(made?.meetLinkStatus === 'created' ? { meetLink: made.meetLink } : {}) });
  }

  const now = deps.now();
  const verdict = checkSlot({ ...engineInputs(snapshot), now, date, time });
  if (!verdict.ok) throw new AppError(verdict.reason === 'taken' ? 'DUPLICATE_BOOKING' : 'SLOT_UNAVAILABLE');
  const upcoming = stillUpcoming(limits.address.upcoming, now);
  // A blocked address or domain gets the limit's answer, so a blocked sender learns nothing of the block (the
  // metric still tells them apart).
  if (limits.address.blocked || limits.domain.blocked) throw refusedAs('blocked', new AppError('BOOKING_LIMIT_REACHED'));
  if (Object.keys(upcoming).length >= settings.maxUpcomingBookingsPerEmail) throw new AppError('BOOKING_LIMIT_REACHED');
  if (limits.client) {
    const decision = clientDecision(limits.client.recent, deps.clientLimit, now);
    if (!decision.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: decision.retryAfterSeconds });
  }

  const entry: DayEntry = {
    id: bookingId,
    date,
    time,
    start: isoInstant(verdict.slot.start),
    end: isoInstant(verdict.slot.end),
    duration: settings.meetingDuration,
    status: 'confirmed',
    createdAt: new Date(now).toISOString(),
  };
  // A Jitsi room is made with the booking, so the visitor's answer carries the link; Google's follows in the outbox.
  const meeting = planMeeting(settings, () => randomBytes(JITSI_ROOM_BYTES));
  const result = created({ ...entry, ...(meeting.provider === 'jitsi' ? { meetLink: meeting.meetLink } : {}) });
  const writes: NamedWrite<BookingWrite>[] = [
    deps.bookings.claimSlot(`${date}T${time}`, bookingId, Math.floor(verdict.slot.end / 1000) + CLAIM_RETENTION_SECONDS),
    deps.bookings.putBooking({ ...toRecord(entry, request, settings.timezone, meeting), ...(bookedBy ? { bookedBy } : {}) }),
    deps.bookings.changeDay('day', day, { set: [entry] }),
    deps.limits.writeAddress(limits.address, { ...upcoming, [bookingId]: entry.end }, now),
    deps.limits.checkDomain(limits.domain),
    ...(limits.client ? [deps.limits.recordClientBooking(limits.client, bookingId, now)] : []),
    ...(idempotency ? [deps.idempotency.completeWrite(idempotency.key, idempotency.requestHash, result)] : []),
  ];
  const outcome = await transact(deps.bookings.client, writes);
  if (outcome.committed) {
    recordBookingCreated(bookingId);
    return result;
  }
  // Only an occupying booking holds a claim: someone booked this exact slot since our read. (Unless it is this very
  // booking, committed by a concurrent retry with the same Idempotency-Key: its BOOKING item exists, and the next
  // attempt finds its entry.)
  if (outcome.failed.has('claim') && !outcome.failed.has('booking')) throw new AppError('DUPLICATE_BOOKING');
  return RETRY;
}

/**
 * Every guest is mailed the invitation and each move of it, so an address or domain staff blocked is refused as a
 * guest too: a 400 that names the guest, so the visitor can remove it.
 */
async function refuseBlockedGuests(limits: LimitStore, guests: readonly string[]): Promise<void> {
  const blocked = await limits.blockedAmong(guests);
  if (blocked.length === 0) return;
  throw new AppError('VALIDATION_ERROR', {
    fields: Object.fromEntries(blocked.map((index) => [`guests.${index}`, `${guests[index]} cannot be invited. Please remove this guest.`])),
  });
}

function toRecord(entry: DayEntry, request: BookingRequest, businessTimezone: string, meeting: MeetingPlan): BookingRecord {
  return {
    ...entry,
    name: request.name,
    email: request.email,
    phone: request.phone,
    phoneCountryCode: request.phoneCountryCode,
    country: request.country,
    company: request.company,
    role: request.role,
    subject: request.subject,
    guests: request.guests,
    customerTimezone: request.timezone ?? businessTimezone,
    businessTimezone,
    theme: request.theme,
    meetingProvider: meeting.provider,
    ...(meeting.provider === 'jitsi' ? { meetLink: meeting.meetLink, meetLinkStatus: 'created' as const } : {}),
  };
}

export function toBookingDto(entry: DayEntry & { meetLink?: string }): BookingDto {
  return {
    id: entry.id,
    date: entry.date,
    time: entry.time,
    start: entry.start,
    end: entry.end,
    duration: entry.duration,
    status: entry.status,
    ...(entry.meetLink ? { meetLink: entry.meetLink } : {}),
  };
}

function created(entry: DayEntry & { meetLink?: string }): PlaceBookingResult {
  return { status: 201, body: { booking: toBookingDto(entry) } };
}

function replay(response: StoredResponse): PlaceBookingResult {
  if (response.status === 201) return response as PlaceBookingResult;
  const error = (response.body as { error?: { code?: string } }).error;
  if (error?.code === 'DUPLICATE_BOOKING' || error?.code === 'SLOT_UNAVAILABLE') throw new AppError(error.code);
  throw new AppError('SLOT_UNAVAILABLE');
}

/** Booking ids carry their business date (`b-20261201-…`), so the DAY item of any booking is known from its id. */
export function newBookingId(date: string): string {
  return `b-${date.replace(/-/g, '')}-${randomUUID()}`;
}

export function dateOfBookingId(id: string): string | undefined {
  const match = /^b-(\d{4})(\d{2})(\d{2})-[0-9a-f-]{36}$/.exec(id);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

/** Hash of the normalised request: the same booking asked twice hashes the same, whatever the JSON formatting. */
export function hashRequest(request: BookingRequest): string {
  const canonical = JSON.stringify(request, Object.keys(request).sort());
  return createHash('sha256').update(canonical).digest('hex');
}

