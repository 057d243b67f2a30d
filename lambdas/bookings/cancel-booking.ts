import { isOccupying } from '../../shared/booking/schemas';
import { AppError } from '../../shared/errors';
import type { BookingRecord, BookingStore } from './booking-store';
import type { LimitStore } from './limit-store';
import { appendLogKeys } from '../lib/logger';
import { recordBookingCancelled } from '../lib/metrics';
import { RETRY, transact, withTransactionRetries } from '../lib/transaction';

/** Attempts of one cancellation before the client is told to retry (each lost one means the date changed). */
const CANCEL_ATTEMPTS = 12;

export interface CancelBookingDeps {
  bookings: BookingStore;
  limits: LimitStore;
  /** Epoch ms. */
  now: () => number;
}

export interface CancelBookingInput {
  bookingId: string;
  /** Who cancels: a staff user's address, or `customer` for the visitor's own link. */
  actor: string;
  reason?: string;
  /** An erasure's cancellation: the booking is anonymised as soon as its cancellation e-mails went out. */
  eraseAfterNotice?: boolean;
}

export interface CancelBookingResult {
  booking: BookingRecord;
  /** True when the booking was already cancelled (nothing changed). */
  alreadyCancelled: boolean;
}

/**
 * Cancels a booking and frees its slot at once, in one transaction: the BOOKING item turns `cancelled` (who, when,
 * why) while it still occupies the slot read, its DAY entry turns `cancelled` under the date's version, the slot's
 * claim is released and the address's upcoming bookings lose it (its place is free for another booking). A
 * concurrent change of the date makes it read again and retry; it never leaves the two items disagreeing.
 * The DAY item's stream record is the outbox: the consumer sends the cancellation e-mails (METHOD:CANCEL) and the
 * `booking.cancelled` realtime message. Safe to repeat: a cancelled booking is answered as it is.
 */
export async function cancelBooking(deps: CancelBookingDeps, input: CancelBookingInput): Promise<CancelBookingResult> {
  appendLogKeys({ booking_id: input.bookingId });
  return withTransactionRetries({ attempts: CANCEL_ATTEMPTS }, async () => {
    const booking = await deps.bookings.getBooking(input.bookingId);
    if (!booking) throw new AppError('NOT_FOUND', { message: 'No booking has this id.' });
    if (!isOccupying(booking.status)) return { booking, alreadyCancelled: true };
    // A booking the visitor moved to another date lives on that date's DAY item: its BOOKING item says which.
    const [days, limits] = await Promise.all([deps.bookings.readDays([booking.date]), deps.limits.read(booking.email)]);
    const day = days.get(booking.date)!;
    const now = deps.now();
    const cancellation = {
      status: 'cancelled' as const,
      cancelledAt: new Date(now).toISOString(),
      cancelledBy: input.actor,
      ...(input.reason ? { cancelReason: input.reason } : {}),
      ...(input.eraseAfterNotice ? { erasePending: true } : {}),
    };
    const entry = day.bookings[booking.id];
    if (!entry) return RETRY;
    const { [booking.id]: _freed, ...upcoming } = limits.address.upcoming;
    const outcome = await transact(deps.bookings.client, [
      deps.bookings.updateBooking(booking, cancellation),
      deps.bookings.changeDay('day', day, { set: [{ ...entry, status: 'cancelled' }] }),
      deps.bookings.releaseSlot(`${booking.date}T${booking.time}`, booking.id),
      ...(booking.id in limits.address.upcoming ? [deps.limits.writeAddress(limits.address, upcoming, now)] : []),
    ]);
    if (!outcome.committed) return RETRY;
    recordBookingCancelled(booking.id);
    return { booking: { ...booking, ...cancellation }, alreadyCancelled: false };
  });
}
