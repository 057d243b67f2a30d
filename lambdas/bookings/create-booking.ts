import { z } from 'zod';
import { bookingRequestSchema, isMissingDateTime } from '../../shared/booking/schemas';
import { AppError } from '../../shared/errors';
import { dynamo, tableName } from '../lib/aws';
import { httpHandler, validate } from '../lib/http';
import { CalendarStore } from '../calendar/calendar-store';
import { CalendarSnapshotReader } from '../calendar/calendar-snapshot';
import { BookingStore } from './booking-store';
import { IdempotencyStore } from './idempotency-store';
import { KeyedQueue } from '../lib/keyed-queue';
import { placeBooking, type PlaceBookingDeps, type PlaceBookingResult } from './place-booking';
import { SlotCoalescer } from './slot-coalescer';
import { countBookingRefusal } from '../lib/metrics';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

let deps: PlaceBookingDeps | undefined;
/**
 * Bookings of one date commit one at a time in this container: they would only lose races to each other on the
 * date's DAY item. (In AWS a container serves one request at a time; locally one process serves them all.)
 */
const dayCommits = new KeyedQueue();

function dependencies(): PlaceBookingDeps {
  if (!deps) {
    const bookings = new BookingStore(dynamo(), tableName('bookings'), tableName('booking_slots'));
    const calendar = new CalendarStore(dynamo(), tableName('calendar_settings'), tableName('availability_blocks'));
    deps = {
      snapshots: new CalendarSnapshotReader(dynamo(), tableName('calendar_settings'), calendar, bookings),
      bookingsChanged: () => calendar.bumpBookingsVersion(),
      bookings,
      idempotency: new IdempotencyStore(dynamo(), tableName('idempotency_keys')),
      dayCommits,
      now: () => Date.now(),
    };
  }
  return deps;
}

const coalescer = new SlotCoalescer<PlaceBookingResult>();

/** POST /api/bookings — books a slot the engine generates now; see place-booking.ts. */
export const handler = httpHandler({ body: z.unknown() }, async ({ body, headers }) => {
  if (isMissingDateTime(body)) throw new AppError('MISSING_DATETIME');
  const request = validate(bookingRequestSchema, body);
  const key = headers['idempotency-key'];
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError('VALIDATION_ERROR', { fields: { 'Idempotency-Key': 'Use 1 to 255 visible ASCII characters.' } });
  }
  // A request with a key may be a retry of the one in flight, which must get that booking: never coalesced.
  const result = await (key
    ? placeBooking(dependencies(), request, { idempotencyKey: key })
    : coalescer.run(`${request.date}T${request.time}`, (claimed) => placeBooking(dependencies(), request, { onSlotClaimed: claimed }))
  ).catch(countBookingRefusal);
  return { status: result.status, body: result.body };
});
