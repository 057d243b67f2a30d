import { randomUUID } from 'node:crypto';
import { checkSlot } from '../../shared/booking/slots';
import { isOccupying } from '../../shared/booking/schemas';
import { addDays, isoInstant } from '../../shared/booking/time';
import { AppError } from '../../shared/errors';
import type { CalendarSnapshotReader } from '../calendar/calendar-snapshot';
import { markCalendarChanged } from '../calendar/change-epoch';
import { occupancyOfDays, type BookingRecord, type BookingStore, type DayEntry, type DayItem } from '../bookings/booking-store';
import { claim, CLAIM_RETENTION_SECONDS } from '../bookings/place-booking';
import type { BookingMoveStore, PendingMove } from './move-store';
import { logger } from '../lib/logger';
import { recordBookingRescheduled } from '../lib/metrics';

/** Commit attempts against a busy DAY item before giving up. */
const MAX_ATTEMPTS = 12;
/** A move not finished within this time belongs to a request that died: the next request or the outbox settles it. */
export const MOVE_LEASE_MS = 30_000;

export interface RepairDeps {
  bookings: BookingStore;
  moves: BookingMoveStore;
  now: () => number;
}

export interface MoveDeps extends RepairDeps {
  snapshots: CalendarSnapshotReader;
  bookingsChanged: () => Promise<void>;
}

/** The BOOKING item as read, with a move in progress if there is one. */
export type MovableBooking = BookingRecord & { move?: PendingMove };

/**
 * Moves a booking to another slot. Single-item conditional writes only, in an order that never leaves the visitor
 * with no slot (docs/manage-booking.md):
 * 1. lock: the pending move is written on the BOOKING item (fails if another move of it is live);
 * 2. the new slot is claimed and the booking committed to the new date's DAY item exactly like a new booking (slot
 *    engine, `version = :read`), ignoring only its own current entry; on the same date this one write moves it;
 * 3. the BOOKING item takes the new slot and the next SEQUENCE (unless it was cancelled meanwhile: then step 2 is
 *    undone);
 * 4. the old entry leaves its DAY item and the old claim is released.
 * A failure before 3 undoes 2; a crash between 2 and 4 leaves both slots held until the lease ends and the next
 * request or the outbox (which sees the step-2 record) finishes it.
 */
export async function moveBooking(deps: MoveDeps, current: MovableBooking, target: { date: string; time: string }): Promise<void> {
  const now = deps.now();
  const move: PendingMove = { id: randomUUID(), date: target.date, time: target.time, sequence: (current.sequence ?? 0) + 1, until: now + MOVE_LEASE_MS };
  if (!(await deps.moves.begin(current.id, current, move, now))) throw changedMeanwhile();
  let entry: DayEntry;
  try {
    entry = await commitToNewSlot(deps, current, move);
  } catch (error) {
    await deps.moves.abandon(current.id, move.id);
    throw error;
  }
  if (!(await deps.moves.finish(current.id, move, entry, current, new Date(deps.now()).toISOString()))) {
    await undoCommit(deps, current, entry);
    await deps.moves.abandon(current.id, move.id);
    throw changedMeanwhile();
  }
  await releasePrevious(deps, current.id, current, entry);
  recordBookingRescheduled(current.id);
  markCalendarChanged();
  await deps.bookingsChanged().catch((error: unknown) => {
    logger.warn('bookings version not bumped; the outbox will', { error });
  });
}

async function commitToNewSlot(deps: MoveDeps, current: BookingRecord, move: PendingMove): Promise<DayEntry> {
  const neighbourhood = [addDays(move.date, -1), move.date, addDays(move.date, 1)];
  const snapshot = await deps.snapshots.read(neighbourhood);
  const { settings, blocks } = snapshot;
  const slotKey = `${move.date}T${move.time}`;
  let days = snapshot.days;
  let claimed = false;
  const giveBack = async () => {
    if (claimed) await deps.bookings.releaseSlot(slotKey, current.id);
  };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) {
      await sleep(Math.random() * Math.min(200, 10 * 2 ** attempt));
      days = await deps.bookings.readDays(neighbourhood);
    }
    const day = days.get(move.date)!;
    const own = day.bookings[current.id];
    if (own && !isOccupying(own.status)) {
      await giveBack();
      throw changedMeanwhile();
    }
    const now = deps.now();
    const verdict = checkSlot({ settings, blocks, bookings: occupancyOfDays(withoutBooking(days, current.id)), now, date: move.date, time: move.time });
    if (!verdict.ok) {
      await giveBack();
      throw new AppError(verdict.reason === 'taken' ? 'DUPLICATE_BOOKING' : 'SLOT_UNAVAILABLE');
    }
    if (!claimed) {
      await claim(deps, slotKey, current.id, now, Math.floor(verdict.slot.end / 1000) + CLAIM_RETENTION_SECONDS, days);
      claimed = true;
    }
    const entry: DayEntry = {
      id: current.id,
      date: move.date,
      time: move.time,
      start: isoInstant(verdict.slot.start),
      end: isoInstant(verdict.slot.end),
      duration: settings.meetingDuration,
      status: current.status,
      createdAt: current.createdAt,
      sequence: move.sequence,
    };
    if ((await deps.bookings.commitToDay(day, entry)) === 'committed') return entry;
  }
  // Every attempt lost to other commits of the date: the booking keeps its slot and the visitor may retry.
  await giveBack();
  logger.warn('move lost every commit race', { booking_id: current.id, date: move.date, attempts: MAX_ATTEMPTS });
  throw new AppError('SERVICE_UNAVAILABLE');
}

/** Takes the booking back off the slot step 2 gave it (only while that entry is still there and occupying). */
async function undoCommit(deps: RepairDeps, previous: BookingRecord, entry: DayEntry): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const day = (await deps.bookings.readDays([entry.date])).get(entry.date)!;
    const found = day.bookings[entry.id];
    if (!found || found.time !== entry.time || !isOccupying(found.status)) break;
    const restored: DayEntry = { ...found, time: previous.time, start: previous.start, end: previous.end, duration: previous.duration, sequence: previous.sequence ?? 0 };
    const result = previous.date === entry.date ? await deps.bookings.commitToDay(day, restored) : await deps.moves.removeFromDay(day, entry.id);
    if (result === 'committed') break;
  }
  await deps.bookings.releaseSlot(`${entry.date}T${entry.time}`, entry.id);
}

/**
 * Step 4, safe to repeat: the entry the booking left (another date's DAY item) goes, and the old claim is released.
 * Run by the move itself and again by the outbox, which repairs a move whose request died after step 3.
 */
export async function releasePrevious(deps: RepairDeps, bookingId: string, previous: { date: string; time: string }, current: { date: string; time: string }): Promise<void> {
  if (previous.date === current.date && previous.time === current.time) return;
  if (previous.date !== current.date) {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const day = (await deps.bookings.readDays([previous.date])).get(previous.date)!;
      if (!day.bookings[bookingId]) break;
      if ((await deps.moves.removeFromDay(day, bookingId)) === 'committed') break;
      await sleep(Math.random() * 50);
    }
  }
  await deps.bookings.releaseSlot(`${previous.date}T${previous.time}`, bookingId);
}

/**
 * Settles a move whose lease ran out (its request died): finished when step 2 happened (the entry is on the new
 * DAY item), undone otherwise. Returns whether it changed anything.
 */
export async function settleStaleMove(deps: RepairDeps, booking: MovableBooking): Promise<boolean> {
  const move = booking.move;
  if (!move || move.until >= deps.now()) return false;
  const day = (await deps.bookings.readDays([move.date])).get(move.date)!;
  const entry = day.bookings[booking.id];
  const committed = entry && isOccupying(entry.status) && entry.time === move.time && (entry.sequence ?? 0) === move.sequence;
  if (committed && (await deps.moves.finish(booking.id, move, entry, booking, new Date(deps.now()).toISOString()))) {
    await releasePrevious(deps, booking.id, booking, entry);
    return true;
  }
  if (committed) await undoCommit(deps, booking, entry);
  else await deps.bookings.releaseSlot(`${move.date}T${move.time}`, booking.id);
  await deps.moves.abandon(booking.id, move.id);
  return true;
}

function withoutBooking(days: Map<string, DayItem>, bookingId: string): DayItem[] {
  return [...days.values()].map((day) => {
    const { [bookingId]: _own, ...others } = day.bookings;
    return { ...day, bookings: others };
  });
}

function changedMeanwhile(): AppError {
  return new AppError('SLOT_UNAVAILABLE', { title: 'Booking Changed', message: 'This booking was changed in the meantime. Please reload the page and try again.' });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
