import { bookingIdParamsSchema, staffRescheduleBodySchema, type AdminBookingResponse } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { rescheduleForClient } from './booking-operations';
import { bookingOperationsDeps } from './booking-deps';

/** POST /api/admin/bookings/{id}/reschedule `{date, time}` — moves the booking for its customer; not counted as their move. */
export const handler = httpHandler(
  { authorize: staffWith('calendar:write'), params: bookingIdParamsSchema, body: staffRescheduleBodySchema },
  async ({ caller, params, body }) => {
    const response: AdminBookingResponse = { booking: await rescheduleForClient(bookingOperationsDeps(), caller, params.id, body) };
    return { body: response };
  },
);
