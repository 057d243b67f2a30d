import type { BookingRecord } from '../bookings/booking-store';
import { DeliveryStore } from './delivery-store';
import { notificationError } from './notification-errors-store';
import type { NotifyDeps } from './notify-booking';

/**
 * Keeps the meeting's calendar event in step with the booking, where the provider created one: moved when the
 * visitor reschedules, cancelled when the booking is. Once per change (claimed in notification_deliveries); a
 * failure leaves a meet_link_failed row and is not retried — the e-mailed invitations carry the truth either way.
 */
export async function updateMeetingEvent(deps: NotifyDeps, booking: BookingRecord, change: 'move' | 'cancel'): Promise<void> {
  const provider = deps.meetLinks;
  const operation = change === 'move' ? provider?.move : provider?.cancel;
  if (!provider || !operation || booking.meetLinkStatus !== 'created' || !booking.calendarEventId) return;
  const id = DeliveryStore.id(booking.id, change === 'move' ? `meeting-move-${booking.sequence ?? 0}` : 'meeting-cancel', 'calendar');
  if ((await deps.deliveries.claim(id, booking.id, deps.now())) !== 'claimed') return;
  try {
    await operation.call(provider, { calendarEventId: booking.calendarEventId, start: booking.start, end: booking.end, businessTimezone: booking.businessTimezone });
  } catch (error) {
    await deps.errors.record(
      notificationError(booking.id, { email: booking.email, type: 'customer' }, 'meet_link_failed', error, {
        provider: provider.name,
        operation: change,
        sequence: booking.sequence ?? 0,
      }),
    );
  }
  await deps.deliveries.markSent(id, deps.now());
}
