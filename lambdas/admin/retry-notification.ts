import { notificationErrorParamsSchema, type NotificationErrorDto, type RetryNotificationResponse } from '../../shared/admin/schemas';
import { AppError } from '../../shared/errors';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { notifyBookingCancelled, notifyBookingCreated } from '../notifications/notify-booking';
import { notifyDeps } from '../notifications/process-booking-stream';
import { audit } from '../audit/deps';
import { bookingStore } from '../bookings/deps';
import { notificationErrors } from '../notifications/deps';
import { appendLogKeys, logger } from '../lib/logger';

/**
 * POST /api/admin/notification-errors/{id}/retry — runs the booking's follow-up work again for its current status
 * (the confirmation of a booking, the cancellation of a cancelled one). Only what is missing is sent: e-mails
 * already delivered are never sent twice. A retry that delivers resolves the row; one that fails again updates it.
 * A meeting-link failure is refused: the link is not made again, so its row is resolved by hand.
 */
export const handler = httpHandler({ authorize: staffWith('notifications:write'), params: notificationErrorParamsSchema }, async ({ caller, params }) => {
  const row = await notificationErrors().get(params.id);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No notification error has this id.' });
  // The invitations went out without a link and the link is not made again, so a retry would change nothing.
  if (row.error_type === 'meet_link_failed') {
    throw new AppError('VALIDATION_ERROR', { message: 'A meeting-link failure cannot be retried: arrange the meeting, then mark it resolved.' });
  }
  appendLogKeys({ booking_id: row.booking_id });
  const booking = await bookingStore().getBooking(row.booking_id);
  if (!booking) throw new AppError('NOT_FOUND', { message: 'The booking of this notification no longer exists.' });

  let outcome: RetryNotificationResponse['outcome'] = 'delivered';
  try {
    if (booking.status === 'cancelled') await notifyBookingCancelled(notifyDeps(), booking.id);
    else await notifyBookingCreated(notifyDeps(), booking.id);
  } catch (error) {
    logger.warn('notification retry failed', { notification_error_id: params.id, error });
    outcome = 'still_failing';
  }
  const updated = outcome === 'delivered' ? await notificationErrors().resolve(params.id, caller.email ?? caller.userId) : await notificationErrors().get(params.id);
  await audit().record(caller, 'notification_error.retried', params.id, { outcome });
  const body: RetryNotificationResponse = { outcome, error: (updated ?? row) as NotificationErrorDto };
  return { body };
});
