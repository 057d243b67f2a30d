import { dynamo, tableName } from '../lib/aws';
import { httpHandler } from '../lib/http';
import { CalendarStore } from './calendar-store';

let store: CalendarStore | undefined;

/**
 * GET /api/calendar/settings — the public calendar settings (the seed defaults until an administrator sets them),
 * read strongly consistently on every request, so a change is served the moment it is saved. Not cacheable by
 * browsers or CDNs.
 */
export const handler = httpHandler({}, async () => {
  store ??= new CalendarStore(dynamo(), tableName('calendar_settings'), tableName('availability_blocks'));
  return { body: await store.getSettings() };
});
