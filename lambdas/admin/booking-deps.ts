import type { CancelBookingDeps } from '../bookings/cancel-booking';
import { bookingStore, calendarSnapshots, idempotencyStore, limitStore } from '../bookings/deps';
import { audit } from '../audit/deps';
import { once } from '../lib/memo';
import type { BookingOperationsDeps } from './booking-operations';
import type { SenderDeps } from './booking-senders';

/*
 * What staff's work on bookings needs (cancelling, booking for a client, moving, marking attendance, blocking
 * senders): the booking domain's stores and the audit log, each use case's set built once per container, on first
 * use. Handlers that only read bookings take the stores from bookings/deps.ts.
 */

export const cancelDeps = once((): CancelBookingDeps => ({ bookings: bookingStore(), limits: limitStore(), now: () => Date.now() }));

export const senderDeps = once((): SenderDeps => ({ ...cancelDeps(), audit: audit() }));

/** Staff book for clients without the per-client limit: it counts one network address, and staff book for many. */
export const bookingOperationsDeps = once(
  (): BookingOperationsDeps => ({
    snapshots: calendarSnapshots(),
    bookings: bookingStore(),
    limits: limitStore(),
    idempotency: idempotencyStore(),
    clientLimit: 0,
    now: () => Date.now(),
    audit: audit(),
  }),
);
