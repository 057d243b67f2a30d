import { z } from 'zod';
import { clientLimitFrom } from '../../shared/booking/limits';
import { bookingRequestSchema, isMissingDateTime } from '../../shared/booking/schemas';
import { AppError } from '../../shared/errors';
import { httpHandler, validate } from '../lib/http';
import { once } from '../lib/memo';
import { countBookingRefusal } from '../lib/metrics';
import { manageUrlFromSecret } from './manage-token';
import { bookingStore, calendarSnapshots, idempotencyStore, limitStore } from './deps';
import { placeBooking, type PlaceBookingDeps } from './place-booking';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const dependencies = once(
  (): PlaceBookingDeps => ({
    snapshots: calendarSnapshots(),
    bookings: bookingStore(),
    limits: limitStore(),
    idempotency: idempotencyStore(),
    clientLimit: clientLimitFrom(process.env.BOOKING_LIMIT_PER_CLIENT),
    now: () => Date.now(),
  }),
);

const manageUrl = once(manageUrlFromSecret);

/**
 * POST /api/bookings — books a slot the engine generates now, within the booking limits; see place-booking.ts. The
 * 201 also gives the visitor their booking's manage link (the one their e-mail carries): only the person who booked
 * gets this answer, and a replay with the Idempotency-Key signs the same link again.
 */
export const handler = httpHandler({ body: z.unknown() }, async ({ body, headers, sourceIp }) => {
  if (isMissingDateTime(body)) throw new AppError('MISSING_DATETIME');
  const request = validate(bookingRequestSchema, body);
  const key = headers['idempotency-key'];
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError('VALIDATION_ERROR', { fields: { 'Idempotency-Key': 'Use 1 to 255 visible ASCII characters.' } });
  }
  const result = await placeBooking(dependencies(), request, { idempotencyKey: key, clientAddress: sourceIp }).catch(countBookingRefusal);
  const link = manageUrl();
  if (!link) return { status: result.status, body: result.body };
  return { status: result.status, body: { booking: { ...result.body.booking, manageUrl: await link(result.body.booking) } } };
});
