import type { RealtimeMessage } from '../../shared/realtime/messages';
import { brand } from '../../shared/site/brand';
import { buildCancellation, renderCancellationEmail } from './cancellation-email';
import { announceOnce, emailEveryRecipient } from './delivery';
import { updateMeetingEvent } from './meeting-event';
import { addressOf, type NotifyDeps } from './notify-booking';


/**
 * The follow-up work of a cancelled booking, safe to run any number of times (the stream delivers at least once),
 * like the confirmation path:
 * 1. tell every realtime client (`booking.cancelled`) — once; cancel the meeting's calendar event where one was made;
 * 2. e-mail the customer, each guest and the staff address a cancellation with the METHOD:CANCEL update, each
 *    exactly once (delivery ids of their own, so a confirmation sent earlier does not count); a failed send leaves
 *    an email_failed row and the record is retried;
 * 3. a booking an erasure cancelled is anonymised once every e-mail went out (its details were needed until then).
 */
export async function notifyBookingCancelled(deps: NotifyDeps, bookingId: string): Promise<void> {
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking) throw new Error(`Booking ${bookingId} has no BOOKING item`);
  if (booking.status !== 'cancelled' || booking.anonymisedAt) return;

  const cancelled: RealtimeMessage = { type: 'booking.cancelled', date: booking.date, time: booking.time };
  await announceOnce(deps, booking.id, 'realtime-cancel', [cancelled]);
  await updateMeetingEvent(deps, booking, 'cancel');
  const organizer = { name: brand.name, email: addressOf(deps.sender) };
  const calendar = buildCancellation(booking, organizer, new Date(booking.cancelledAt ?? deps.now()));
  await emailEveryRecipient(deps, booking, {
    kind: 'cancel-email',
    messageTag: 'cancel',
    calendarMethod: 'CANCEL',
    notification: 'cancellation',
    render: (recipient) => renderCancellationEmail({ booking, recipient, calendar, calendarUrl: deps.siteUrl && `${deps.siteUrl.replace(/\/+$/, '')}/calendar` }),
  });
  if (booking.erasePending) await deps.bookings.anonymise(booking.id, new Date(deps.now()));
}
