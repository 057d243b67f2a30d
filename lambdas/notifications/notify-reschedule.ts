import type { DynamoDBRecord } from 'aws-lambda';
import { isOccupying } from '../../shared/booking/schemas';
import type { BookingRecord } from '../bookings/booking-store';
import { dayBookingsChange } from '../bookings/day-changes';
import { announceOnce, emailEveryRecipient } from './delivery';
import { updateMeetingEvent } from './meeting-event';
import { renderInvitation, type NotifyDeps } from './notify-booking';

/** Bookings a DAY record shows arriving at a slot by a move: the entry with a SEQUENCE it did not have before. */
export function movedBookings(record: DynamoDBRecord): { bookingId: string; sequence: number }[] {
  const day = dayBookingsChange(record);
  if (!day) return [];
  const { before, after } = day;
  return Object.values(after)
    .filter((entry) => (entry.sequence ?? 0) > 0 && isOccupying(entry.status) && before[entry.id]?.sequence !== entry.sequence)
    .map((entry) => ({ bookingId: entry.id, sequence: entry.sequence! }));
}

/**
 * The follow-up work of a moved booking (the DAY record that gave it SEQUENCE `sequence`), safe to repeat. The move
 * changed the BOOKING item in the same transaction, so the booking already shows it.
 * 1. realtime (once): `booking.cancelled` for the old slot, `booking.created` for the new one (no personal data);
 *    the meeting's calendar event moves (once, where one was created; a failure leaves a meet_link_failed row);
 * 2. the updated invitation (same UID, this SEQUENCE) to the customer, each guest and staff, each exactly once.
 * A move later superseded or cancelled sends nothing here (its own record does).
 */
export async function notifyBookingRescheduled(deps: NotifyDeps, bookingId: string, sequence: number): Promise<void> {
  const booking = await read(deps, bookingId);
  if ((booking.sequence ?? 0) !== sequence || booking.status === 'cancelled' || !booking.previousDate || !booking.previousTime) return;
  const previous = { date: booking.previousDate, time: booking.previousTime };
  await announceOnce(deps, booking.id, `realtime-move-${booking.sequence}`, [
    { type: 'booking.cancelled', date: previous.date, time: previous.time },
    { type: 'booking.created', date: booking.date, time: booking.time },
  ]);
  await updateMeetingEvent(deps, booking, 'move');
  await emailEveryRecipient(deps, booking, {
    kind: `move-${booking.sequence}-email`,
    messageTag: `move${booking.sequence}`,
    notification: 'reschedule',
    render: (recipient) => renderInvitation(deps, booking, recipient, booking.previousStart),
  });
}

async function read(deps: NotifyDeps, bookingId: string): Promise<BookingRecord> {
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking) throw new Error(`Booking ${bookingId} has no BOOKING item`);
  return booking;
}
