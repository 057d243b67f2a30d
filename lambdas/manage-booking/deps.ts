import { BookingStore } from '../bookings/booking-store';
import { CalendarSnapshotReader } from '../calendar/calendar-snapshot';
import { CalendarStore } from '../calendar/calendar-store';
import { dynamo, tableName } from '../lib/aws';
import { readSecret } from '../lib/secrets';
import { minNoticeHoursFromEnv, type ManageDeps } from './manage-service';
import { LimitStore } from '../bookings/limit-store';
import { clientLimitFrom } from '../../shared/booking/limits';

let deps: Omit<ManageDeps, 'secret'> | undefined;

/** The manage handlers' dependencies, created once per Lambda container; the secret as Secrets Manager has it now. */
export async function manageDependencies(): Promise<ManageDeps> {
  if (!deps) {
    const bookings = new BookingStore(dynamo(), tableName('bookings'), tableName('booking_slots'));
    const calendar = new CalendarStore(dynamo(), tableName('calendar_settings'), tableName('availability_blocks'));
    deps = {
      minNoticeHours: minNoticeHoursFromEnv(),
      snapshots: new CalendarSnapshotReader(dynamo(), tableName('calendar_settings'), calendar, bookings),
      bookings,
      limits: new LimitStore(dynamo(), tableName('booking_limits')),
      clientLimit: clientLimitFrom(process.env.BOOKING_LIMIT_PER_CLIENT),
      now: () => Date.now(),
    };
  }
  return { ...deps, secret: await readSecret('bookingToken') };
}
