import { auditSentences } from '../../shared/admin/booking-operations';
import { bookingIdParamsSchema, cancelBookingBodySchema, type CancelBookingResponse } from '../../shared/admin/schemas';
import { cancelBooking } from '../bookings/cancel-booking';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { toAdminBooking } from './booking-list';
import { audit } from '../audit/deps';
import { cancelDeps } from './booking-deps';

/**
 * POST /api/admin/bookings/{id}/cancel `{reason?}` — cancels the booking and frees its slot; the outbox sends the
 * cancellation e-mails and the realtime message. Cancelling a cancelled booking answers it as it is.
 */
export const handler = httpHandler({ authorize: staffWith('calendar:write'), params: bookingIdParamsSchema, body: cancelBookingBodySchema }, async ({ caller, params, body }) => {
  const result = await cancelBooking(cancelDeps(), { bookingId: params.id, actor: caller.email ?? caller.userId, reason: body.reason });
  if (!result.alreadyCancelled) {
    await audit().record(caller, 'booking.cancelled', params.id, {
      summary: auditSentences.cancelled(result.booking, body.reason),
      date: result.booking.date,
      time: result.booking.time,
      ...(body.reason ? { reason: body.reason } : {}),
    });
  }
  const response: CancelBookingResponse = { booking: toAdminBooking(result.booking, result.booking), alreadyCancelled: result.alreadyCancelled };
  return { body: response };
});
