import { z } from 'zod';
import type { AdminBookingResponse } from '../../shared/admin/schemas';
import { bookingRequestSchema, isMissingDateTime } from '../../shared/booking/schemas';
import { AppError } from '../../shared/errors';
import { staffWith } from '../lib/auth';
import { httpHandler, validate } from '../lib/http';
import { countBookingRefusal } from '../lib/metrics';
import { bookForClient } from './booking-operations';
import { bookingOperationsDeps } from './booking-deps';

/**
 * POST /api/admin/bookings — staff book a slot for a client with the visitor's booking body; the booking
 * transaction, address limit and e-mails are the visitor's, the per-client limit does not apply.
 */
export const handler = httpHandler({ authorize: staffWith('calendar:write'), body: z.unknown() }, async ({ caller, body }) => {
  if (isMissingDateTime(body)) throw new AppError('MISSING_DATETIME');
  const request = validate(bookingRequestSchema, body);
  const response: AdminBookingResponse = { booking: await bookForClient(bookingOperationsDeps(), caller, request).catch(countBookingRefusal) };
  return { status: 201, body: response };
});
