import { z } from 'zod';
import { clientLimitFrom } from '../../shared/booking/limits';
import { bookingRequestSchema, isMissingDateTime } from '../../shared/booking/schemas';
import { AppError } from '../../shared/errors';
import { dynamo, tableName } from '../lib/aws';
import { httpHandler, validate } from '../lib/http';
import { countBookingRefusal } from '../lib/metrics';
import { CalendarStore } from '../calendar/calendar-store';
import { CalendarSnapshotReader } from './calendar-snapshot';
import { BookingStore } from './booking-store';
import { IdempotencyStore } from './idempotency-store';
import { LimitStore } from './limit-store';
import { placeBooking, type PlaceBookingDeps } from './place-booking';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

let deps: PlaceBookingDeps | undefined;

function dependencies(): PlaceBookingDeps {
  if (!deps) {
    const bookings = new BookingStore(dynamo(), tableName('bookings'), tableName('booking_slots'));
    const calendar = new CalendarStore(dynamo(), tableName('calendar_settings'), tableName('availability_blocks'));
    deps = {
      snapshots: new CalendarSnapshotReader(dynamo(), tableName('calendar_settings'), calendar, bookings),
      bookings,
      limits: new LimitStore(dynamo(), tableName('booking_limits')),
      idempotency: new IdempotencyStore(dynamo(), tableName('idempotency_keys')),
      clientLimit: clientLimitFrom(process.env.BOOKING_LIMIT_PER_CLIENT),
      now: () => Date.now(),
    };
  }
  return deps;
}

/** POST /api/bookings — books a slot the engine generates now, within the booking limits; see place-booking.ts. */
export const handler = httpHandler({ body: z.unknown() }, async ({ body, headers, sourceIp }) => {
  if (isMissingDateTime(body)) throw new AppError('MISSING_DATETIME');
  const request = validate(bookingRequestSchema, body);
  const key = headers['idempotency-key'];
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError('VALIDATION_ERROR', { fields: { 'Idempotency-Key': 'Use 1 to 255 visible ASCII characters.' } });
  }
  const result = await placeBooking(dependencies(), request, { idempotencyKey: key, clientAddress: sourceIp }).catch(countBookingRefusal);
  return { status: result.status, body: result.body };
});
