import { calendarStore } from '../calendar/deps';
import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { BookingStore } from './booking-store';
import { CalendarSnapshotReader } from './calendar-snapshot';
import { IdempotencyStore } from './idempotency-store';
import { LimitStore } from './limit-store';

/*
 * The booking domain's stores with this container's client and table names, each built once on first use: the
 * handlers of bookings, availability, managed bookings and staff pass them to their use cases.
 */
export const bookingStore = once(() => new BookingStore(dynamo(), tableName('bookings'), tableName('booking_slots')));
export const calendarSnapshots = once(() => new CalendarSnapshotReader(dynamo(), tableName('calendar_settings'), calendarStore(), bookingStore()));
export const limitStore = once(() => new LimitStore(dynamo(), tableName('booking_limits')));
export const idempotencyStore = once(() => new IdempotencyStore(dynamo(), tableName('idempotency_keys')));
