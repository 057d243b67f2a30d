import { attendanceBodySchema, bookingIdParamsSchema, type AdminBookingResponse } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { markAttendance } from './booking-operations';
import { bookingOperationsDeps } from './booking-deps';

/** POST /api/admin/bookings/{id}/attendance `{attendance}` — whether the customer came to a meeting that has started. */
export const handler = httpHandler(
  { authorize: staffWith('calendar:write'), params: bookingIdParamsSchema, body: attendanceBodySchema },
  async ({ caller, params, body }) => {
    const response: AdminBookingResponse = { booking: await markAttendance(bookingOperationsDeps(), caller, params.id, body.attendance) };
    return { body: response };
  },
);
