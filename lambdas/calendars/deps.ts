import { bookingStore } from '../bookings/deps';
import { calendarStore } from '../calendar/deps';
import { feedFetchUrl } from '../../shared/booking/staff-calendars';
import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { readSecretVersions } from '../lib/secrets';
import { secretFeedCipher } from './feed-cipher';
import { feedFetcher } from './fetch-feed';
import type { CalendarSyncDeps } from './sync-calendar';
import { StaffCalendarStore } from './staff-calendar-store';

/**
 * `http://` feeds on loopback addresses: set by the local runtime (whose tests serve feeds from this machine), never
 * by the CDK app, so a deployed function only ever reads https.
 */
export const allowLoopbackHttp = () => process.env.CALENDAR_FEEDS_ALLOW_LOOPBACK_HTTP === 'true';

export const staffCalendars = once(() => new StaffCalendarStore(dynamo(), tableName('staff_calendars')));
export const feedCipher = once(() => secretFeedCipher(() => readSecretVersions('bookingToken')));

export const calendarSyncDeps = once(
  (): CalendarSyncDeps => ({
    calendars: staffCalendars(),
    bookings: bookingStore(),
    settings: () => calendarStore().getSettings(),
    cipher: feedCipher(),
    fetchFeed: feedFetcher((url) => feedFetchUrl(url, { allowLoopbackHttp: allowLoopbackHttp() }).ok),
    allowLoopbackHttp: allowLoopbackHttp(),
    now: () => Date.now(),
  }),
);
