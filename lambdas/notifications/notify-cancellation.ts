import { brand } from '../../shared/site/brand';
import type { BookingRecord } from '../bookings/booking-store';
import type { Recipient } from './booking-email';
import { buildCancellation, renderCancellationEmail } from './cancellation-email';
import { DeliveryStore } from './delivery-store';
import { updateMeetingEvent } from './meeting-event';
import { buildMimeMessage, formatAddress } from './mime';
import { addressOf, DeliveriesPending, type NotifyDeps } from './notify-booking';

/** The realtime message of a cancellation: the slot is free again (no personal data). */
export interface BookingCancelledMessage {
  type: 'booking.cancelled';
  date: string;
  time: string;
}

/**
 * The follow-up work of a cancelled booking, safe to run any number of times (the stream delivers at least once),
 * like the confirmation path:
 * 1. tell every realtime client (`booking.cancelled`) — once; cancel the meeting's calendar event where one was made;
 * 2. e-mail the customer, each guest and the staff address a cancellation with the METHOD:CANCEL update, each
 *    exactly once (delivery ids of their own, so a confirmation sent earlier does not count); a failed send leaves
 *    an email_failed row and the record is retried.
 */
export async function notifyBookingCancelled(deps: NotifyDeps, bookingId: string): Promise<void> {
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking) throw new Error(`Booking ${bookingId} has no BOOKING item`);
  if (booking.status !== 'cancelled') return;

  await announce(deps, booking);
  await updateMeetingEvent(deps, booking, 'cancel');
  const organizer = { name: brand.name, email: addressOf(deps.sender) };
  const calendar = buildCancellation(booking, organizer, new Date(booking.cancelledAt ?? deps.now()));
  const recipients: Recipient[] = [
    { email: booking.email, type: 'customer', name: booking.name },
    ...booking.guests.map((email): Recipient => ({ email, type: 'guest' })),
    ...(deps.staffEmail ? [{ email: deps.staffEmail, type: 'staff' } as Recipient] : []),
  ];
  const outcomes = await Promise.all(recipients.map((recipient) => deliver(deps, booking, recipient, calendar)));
  const pending = recipients.filter((_, index) => !outcomes[index]).map((recipient) => recipient.email);
  if (pending.length > 0) throw new DeliveriesPending(bookingId, pending);
}

async function announce(deps: NotifyDeps, booking: BookingRecord): Promise<void> {
  const id = DeliveryStore.id(booking.id, 'realtime-cancel', 'all');
  if ((await deps.deliveries.claim(id, booking.id, deps.now())) !== 'claimed') return;
  const message: BookingCancelledMessage = { type: 'booking.cancelled', date: booking.date, time: booking.time };
  try {
    await deps.broadcast(message);
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', message: 'realtime broadcast failed', bookingId: booking.id, error: String(error) }));
  }
  await deps.deliveries.markSent(id, deps.now());
}

async function deliver(deps: NotifyDeps, booking: BookingRecord, recipient: Recipient, calendar: string): Promise<boolean> {
  const id = DeliveryStore.id(booking.id, 'cancel-email', recipient.email);
  const claim = await deps.deliveries.claim(id, booking.id, deps.now());
  if (claim === 'already-sent') return true;
  if (claim === 'in-progress') return false;
  let messageId: string | undefined;
  try {
    const rendered = renderCancellationEmail({ booking, recipient, calendar });
    const message = buildMimeMessage({
      from: deps.sender,
      to: formatAddress(recipient.email, recipient.name),
      replyTo: recipient.type === 'staff' ? booking.email : undefined,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      calendar: rendered.calendar,
      calendarMethod: 'CANCEL',
      messageId: `${booking.id}.cancel.${recipient.type}.${Buffer.from(recipient.email.toLowerCase()).toString('hex').slice(0, 32)}@northstar.agency`,
    });
    messageId = await deps.sendEmail(message, deps.sender, recipient.email);
  } catch (error) {
    await deps.deliveries.markFailed(id, deps.now(), String(error));
    await deps.errors.record({
      booking_id: booking.id,
      recipient_email: recipient.email,
      recipient_type: recipient.type,
      error_type: 'email_failed',
      error_message: error instanceof Error ? error.message : String(error),
      error_details: { name: error instanceof Error ? error.name : 'Error', notification: 'cancellation' },
    });
    return false;
  }
  await deps.deliveries.markSent(id, deps.now(), messageId);
  return true;
}
