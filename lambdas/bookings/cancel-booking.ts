import { isOccupying } from '../../shared/booking/schemas';
import { AppError } from '../../shared/errors';
import type { BookingRecord, BookingStore } from './booking-store';
import { dateOfBookingId } from './place-booking';
import { appendLogKeys, logger } from '../lib/logger';
import { recordBookingCancelled } from '../lib/metrics';

/** Commit attempts against a busy DAY item before giving up (each lost attempt means another change committed). */
const MAX_ATTEMPTS = 12;

export interface CancelBookingDeps {
  bookings: BookingStore;
  /** Tells availability caches that a DAY item changed (best effort: the outbox does it again). */
  bookingsChanged: () => Promise<void>;
  /** Epoch ms. */
  now: () => number;
}

export interface CancelBookingInput {
  bookingId: string;
  /** Who cancels: a staff user id, or e.g. `customer` for the visitor's own link. */
  actor: string;
  reason?: string;
}

export interface CancelBookingResult {
  booking: BookingRecord;
  /** True when the booking was already cancelled (nothing changed). */
  alreadyCancelled: boolean;
}

/**
 * Cancels a booking and frees its slot at once.
 *
 * 1. The BOOKING item is marked cancelled first (who, when, why), so the outbox, which reads it, never sees a
 *    cancelled DAY entry with a booking still marked confirmed.
 * 2. The DAY item's entry turns `cancelled` with the same optimistic check as a booking (`version = :read`): the
 *    date's next booking sees the slot free, and a booking committed in between makes this re-read and retry.
 * 3. The slot claim is given back, so the next visitor's claim succeeds without a takeover.
 * The DAY item's stream record is the outbox: the consumer sends the cancellation e-mails (METHOD:CANCEL) and the
 * `booking.cancelled` realtime message. Safe to repeat: a cancelled booking is answered as it is.
 */
export async function cancelBooking(deps: CancelBookingDeps, input: CancelBookingInput): Promise<CancelBookingResult> {
  appendLogKeys({ booking_id: input.bookingId });
  // A booking the visitor moved to another date lives on that date's DAY item (manage-booking): its BOOKING item says which.
  const date = dateOfBookingId(input.bookingId) && (await deps.bookings.getBooking(input.bookingId))?.date;
  if (!date) throw notFound();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await sleep(Math.random() * Math.min(200, 10 * 2 ** attempt));
    const day = (await deps.bookings.readDays([date])).get(date)!;
    const entry = day.bookings[input.bookingId];
    if (!entry) throw notFound();
    if (!isOccupying(entry.status)) return { booking: await details(deps, input.bookingId), alreadyCancelled: true };

    const marked = await deps.bookings.markCancelled(input.bookingId, {
      cancelledAt: new Date(deps.now()).toISOString(),
      cancelledBy: input.actor,
      ...(input.reason ? { cancelReason: input.reason } : {}),
    });
    if (!marked) throw notFound();
    if ((await deps.bookings.setDayStatus(day, input.bookingId, 'cancelled')) === 'committed') {
      await deps.bookings.releaseSlot(`${entry.date}T${entry.time}`, input.bookingId);
      recordBookingCancelled(input.bookingId);
      await deps.bookingsChanged().catch((error: unknown) => {
        logger.warn('bookings version not bumped; the outbox will', { error });
      });
      return { booking: await details(deps, input.bookingId), alreadyCancelled: false };
    }
  }
  throw new Error(`Cancelling ${input.bookingId} lost ${MAX_ATTEMPTS} commit races on ${date}`);
}

async function details(deps: CancelBookingDeps, bookingId: string): Promise<BookingRecord> {
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking) throw notFound();
  return booking;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', { message: 'No booking has this id.' });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
