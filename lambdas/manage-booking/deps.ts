import { bookingStore, calendarSnapshots, limitStore } from '../bookings/deps';
import { once } from '../lib/memo';
import { readSecret } from '../lib/secrets';
import { minNoticeHoursFromEnv, type ManageDeps } from './manage-service';
import { clientLimitFrom } from '../../shared/booking/limits';

const stores = once(
  (): Omit<ManageDeps, 'secret'> => ({
    minNoticeHours: minNoticeHoursFromEnv(),
    snapshots: calendarSnapshots(),
    bookings: bookingStore(),
    limits: limitStore(),
    clientLimit: clientLimitFrom(process.env.BOOKING_LIMIT_PER_CLIENT),
    now: () => Date.now(),
  }),
);

/** The manage handlers' dependencies, built once per Lambda container; the secret as Secrets Manager has it now. */
export async function manageDependencies(): Promise<ManageDeps> {
  return { ...stores(), secret: await readSecret('bookingToken') };
}
