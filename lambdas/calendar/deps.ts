import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { CalendarStore } from './calendar-store';

/** The calendar domain's store with this container's client and table names, built once on first use. */
export const calendarStore = once(() => new CalendarStore(dynamo(), tableName('calendar_settings'), tableName('availability_blocks')));
