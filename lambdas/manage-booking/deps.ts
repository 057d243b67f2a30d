import { bookingStore, calendarSnapshots, limitStore } from '../bookings/deps';
import { readSecret } from '../lib/secrets';
import { minNoticeHoursFromEnv, type ManageDeps } from './manage-service';
import { clientLimitFrom } from '../../shared/booking/limits';

let deps: Omit<ManageDeps, 'secret'> | undefined;

/** The manage handlers' dependencies, created once per Lambda container; the secret as Secrets Manager has it now. */
export async function manageDependencies(): Promise<ManageDeps> {
  deps ??= {
    minNoticeHours: minNoticeHoursFromEnv(),
    snapshots: calendarSnapshots(),
    bookings: bookingStore(),
    limits: limitStore(),
    clientLimit: clientLimitFrom(process.env.BOOKING_LIMIT_PER_CLIENT),
    now: () => Date.now(),
  };
  return { ...deps, secret: await readSecret('bookingToken') };
}
