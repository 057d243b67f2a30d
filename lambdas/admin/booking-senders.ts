import { blockTarget, normalizeEmail, stillUpcoming } from '../../shared/booking/limits';
import type { SenderBlockDto } from '../../shared/admin/schemas';
import type { BookingRecord } from '../bookings/booking-store';
import { cancelBooking, type CancelBookingDeps } from '../bookings/cancel-booking';
import type { Caller } from '../lib/auth';
import type { AuditStore } from '../audit/audit-store';

export interface SenderDeps extends CancelBookingDeps {
  audit: AuditStore;
}

/**
 * Blocks an address or a whole domain from booking. Its attempts then get the address limit's answer, so a blocked
 * sender learns nothing of the block; bookings it already holds stay (cancel them with `cancelAddressBookings`).
 */
export async function blockSender(deps: SenderDeps, caller: Caller, input: string): Promise<SenderBlockDto> {
  const target = blockTarget(input);
  const blocked = { at: new Date(deps.now()).toISOString(), by: caller.email ?? caller.userId };
  await deps.limits.block(target, blocked);
  await deps.audit.record(caller, 'booking_sender.blocked', `${target.kind}:${target.value}`);
  return { ...target, ...blocked };
}

/** Lifts a block; false when there was none. */
export async function unblockSender(deps: SenderDeps, caller: Caller, input: string): Promise<boolean> {
  const target = blockTarget(input);
  const lifted = await deps.limits.unblock(target);
  if (lifted) await deps.audit.record(caller, 'booking_sender.unblocked', `${target.kind}:${target.value}`);
  return lifted;
}

/**
 * Cancels every upcoming booking of an address (as the limit counts addresses), one cancellation each: the outbox
 * sends each booking's cancellation e-mails once, as for any cancellation. Recorded in the audit log when it
 * cancelled anything.
 */
export async function cancelAddressBookings(deps: SenderDeps, caller: Caller, email: string, reason?: string): Promise<BookingRecord[]> {
  const { address } = await deps.limits.read(email);
  const cancelled: BookingRecord[] = [];
  for (const bookingId of Object.keys(stillUpcoming(address.upcoming, deps.now()))) {
    const result = await cancelBooking(deps, { bookingId, actor: caller.email ?? caller.userId, reason });
    if (!result.alreadyCancelled) cancelled.push(result.booking);
  }
  if (cancelled.length > 0) {
    await deps.audit.record(caller, 'booking_sender.bookings_cancelled', `address:${normalizeEmail(email)}`, {
      bookings: cancelled.map((booking) => booking.id),
      ...(reason ? { reason } : {}),
    });
  }
  return cancelled.sort((a, b) => a.start.localeCompare(b.start));
}
