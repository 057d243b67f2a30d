import { createHash, randomUUID } from 'node:crypto';
import { isOccupying, type BookingDto, type BookingRequest } from '../../shared/booking/schemas';
import { checkSlot } from '../../shared/booking/slots';
import { addDays, isoInstant } from '../../shared/booking/time';
import { AppError } from '../../shared/errors';
import type { CalendarSnapshotReader } from '../calendar/calendar-snapshot';
import { occupancyOfDays, type BookingRecord, type BookingStore, type DayEntry, type DayItem } from './booking-store';
import type { IdempotencyStore, StoredResponse } from './idempotency-store';
import type { KeyedQueue } from '../lib/keyed-queue';
import { appendLogKeys, logger } from '../lib/logger';
import { recordBookingCreated } from '../lib/metrics';

/**
 * Commit attempts against a busy DAY item before giving up. Each lost attempt means another booking of the date
 * committed, so this bounds how many bookings of one date may race a request (a busy launch day, a load test).
 */
const MAX_COMMIT_ATTEMPTS = 40;
/** A slot claim older than this whose booking never reached its DAY item belongs to a request that died. */
export const STALE_CLAIM_MS = 30_000;
/** Claims are kept a week past the meeting, then DynamoDB's TTL removes them. */
export const CLAIM_RETENTION_SECONDS = 7 * 24 * 3600;

export interface PlaceBookingDeps {
  snapshots: CalendarSnapshotReader;
  /** Tells availability caches that a DAY item changed (best effort: the outbox does it again). */
  bookingsChanged: () => Promise<void>;
  bookings: BookingStore;
  idempotency: IdempotencyStore;
  /**
   * Commits of one date made one at a time in this process (create-booking.ts). Optional: the DAY item's
   * conditional write alone keeps bookings apart; this only spares a busy date lost races inside one process.
   */
  dayCommits?: KeyedQueue;
  /** Epoch ms. */
  now: () => number;
}

export interface PlaceBookingOptions {
  idempotencyKey?: string;
  /** Called once this request holds the slot's claim, so requests coalesced behind it can be answered (slot-coalescer.ts). */
  onSlotClaimed?: () => void;
}

export interface PlaceBookingResult {
  status: number;
  body: { booking: BookingDto };
}

/**
 * Books a slot. The server is the authority: the requested date and time must be a slot the engine generates
 * at this moment, with the current settings, blocks and the bookings of the date and its neighbours.
 *
 * 1. With an Idempotency-Key, the key is bound to the body's hash and a booking id; a retry reuses both.
 * 2. The exact slot is claimed in `booking_slots` (conditional put): racing requests for one slot fail fast with
 *    DUPLICATE_BOOKING.
 * 3. The booking's details are written to its BOOKING item.
 * 4. The booking is committed to its date's DAY item with `version = :read`; on a conflict the date is re-read
 *    and the slot decided again. This, not the claim, is what makes overlaps impossible: every committed booking
 *    was checked against every booking committed before it on that date. With `dayCommits`, commits of one date
 *    in this process take turns, so they do not lose races to each other.
 * The DAY item's stream record is the outbox: the notifications consumer sees the new booking even if this
 * function dies right after the commit.
 */
export async function placeBooking(deps: PlaceBookingDeps, request: BookingRequest, options: PlaceBookingOptions = {}): Promise<PlaceBookingResult> {
  const { idempotencyKey } = options;
  const requestHash = hashRequest(request);
  let bookingId = newBookingId(request.date);
  if (idempotencyKey) {
    const begun = await deps.idempotency.begin(`booking:${idempotencyKey}`, requestHash, bookingId, deps.now());
    if (begun.state === 'mismatch') throw new AppError('IDEMPOTENCY_KEY_REUSED', { fields: { 'Idempotency-Key': 'Already used with a different request.' } });
    if (begun.state === 'done') return replay(begun.response);
    bookingId = begun.bookingId;
  }
  appendLogKeys({ booking_id: bookingId });
  try {
    const result = await book(deps, request, bookingId, options.onSlotClaimed);
    if (idempotencyKey) await deps.idempotency.complete(`booking:${idempotencyKey}`, requestHash, result);
    return result;
  } catch (error) {
    if (idempotencyKey && error instanceof AppError && error.status === 409) {
      await deps.idempotency.complete(`booking:${idempotencyKey}`, requestHash, { status: error.status, body: error.toBody() });
    }
    throw error;
  }
}

async function book(deps: PlaceBookingDeps, request: BookingRequest, bookingId: string, onSlotClaimed?: () => void): Promise<PlaceBookingResult> {
  const { date, time } = request;
  const neighbourhood = [addDays(date, -1), date, addDays(date, 1)];
  const snapshot = await deps.snapshots.read(neighbourhood);
  const { settings, blocks } = snapshot;
  const slotKey = `${date}T${time}`;

  /** The engine's verdict on the DAY items read; the entry to commit when the slot is free. */
  const decide = (days: Map<string, DayItem>): DayEntry | { done: DayEntry } => {
    const already = days.get(date)!.bookings[bookingId];
    if (already) return { done: already };
    const now = deps.now();
    const verdict = checkSlot({ settings, blocks, bookings: occupancyOfDays(days.values()), now, date, time });
    if (!verdict.ok) throw new AppError(verdict.reason === 'taken' ? 'DUPLICATE_BOOKING' : 'SLOT_UNAVAILABLE');
    const { slot } = verdict;
    return {
      id: bookingId,
      date,
      time,
      start: isoInstant(slot.start),
      end: isoInstant(slot.end),
      duration: settings.meetingDuration,
      status: 'confirmed',
      createdAt: new Date(now).toISOString(),
    };
  };

  const first = decide(snapshot.days);
  if ('done' in first) return created(first.done);
  await claim(deps, slotKey, bookingId, deps.now(), Math.floor(Date.parse(first.end) / 1000) + CLAIM_RETENTION_SECONDS, snapshot.days);
  onSlotClaimed?.();
  await deps.bookings.putBooking(toRecord(first, request, settings.timezone));

  const commit = async (waited: boolean): Promise<DayEntry> => {
    // A booking of this date committed here while we waited: our read is behind it.
    let days = waited ? await deps.bookings.readDays(neighbourhood) : snapshot.days;
    for (let attempt = 0; attempt < MAX_COMMIT_ATTEMPTS; attempt += 1) {
      if (attempt > 0) {
        await sleep(Math.random() * Math.min(200, 10 * 2 ** attempt));
        days = await deps.bookings.readDays(neighbourhood);
      }
      let entry: DayEntry | { done: DayEntry };
      try {
        entry = decide(days);
      } catch (error) {
        // Lost the date to another booking: give the slot back.
        await deps.bookings.releaseSlot(slotKey, bookingId);
        throw error;
      }
      if ('done' in entry) return entry.done;
      if ((await deps.bookings.commitToDay(days.get(date)!, entry)) === 'committed') return recordedAsCreated(entry);
    }
    // Every attempt lost to other commits: give the slot back, keep no details of a booking that does not exist,
    // and tell the client to retry (with its Idempotency-Key, the retry books once).
    await deps.bookings.releaseSlot(slotKey, bookingId);
    if (!(await deps.bookings.readDays([date])).get(date)?.bookings[bookingId]) await deps.bookings.deleteBooking(bookingId);
    logger.warn('booking lost every commit race', { booking_id: bookingId, date, attempts: MAX_COMMIT_ATTEMPTS });
    throw new AppError('SERVICE_UNAVAILABLE');
  };

  const entry = deps.dayCommits ? await deps.dayCommits.run(date, commit) : await commit(false);
  await deps.bookingsChanged().catch((error: unknown) => {
    logger.warn('bookings version not bumped; the outbox will', { error });
  });
  return created(entry);
}

/** Counts a booking once, when its commit succeeds (a retried request finds it committed and is not counted). */
function recordedAsCreated(entry: DayEntry): DayEntry {
  recordBookingCreated(entry.id);
  return entry;
}

/** Claims an exact slot under the booking rules (also used to move a booking, manage-booking). */
export async function claim(deps: Pick<PlaceBookingDeps, 'bookings'>, slotKey: string, bookingId: string, now: number, expiresAt: number, days: Map<string, DayItem>): Promise<void> {
  const first = await deps.bookings.claimSlot(slotKey, bookingId, now, expiresAt);
  if (first.ok) return;
  const holder = first.holder;
  if (!holder) {
    // Released between our attempt and the read: one more try.
    const again = await deps.bookings.claimSlot(slotKey, bookingId, now, expiresAt);
    if (again.ok) return;
    throw new AppError('DUPLICATE_BOOKING');
  }
  const holderEntry = [...days.values()].map((day) => day.bookings[holder.bookingId]).find(Boolean);
  // The engine already said no occupying booking holds this slot. So a holder whose booking is on the DAY items
  // without occupying anything was cancelled. One that occupies another slot may be moving here (manage-booking
  // claims before it commits), and one not on the DAY items yet is being placed: both keep the claim until it is stale.
  const abandoned = (holderEntry !== undefined && !isOccupying(holderEntry.status)) || now - holder.claimedAt > STALE_CLAIM_MS;
  if (abandoned) {
    const takeover = await deps.bookings.claimSlot(slotKey, bookingId, now, expiresAt, holder);
    if (takeover.ok) return;
  }
  throw new AppError('DUPLICATE_BOOKING');
}

function toRecord(entry: DayEntry, request: BookingRequest, businessTimezone: string): BookingRecord {
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

function created(entry: DayEntry): PlaceBookingResult {
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
