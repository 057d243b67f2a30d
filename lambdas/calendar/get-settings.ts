import { dynamo, tableName } from '../lib/aws';
import { httpHandler } from '../lib/http';
import { ReusedAnswers } from '../lib/reused-answer';
import type { CalendarSettings } from '../../shared/booking/schemas';
import { CALENDAR_ANSWER_REUSE_MS, calendarEpoch } from './change-epoch';
import { CalendarStore } from './calendar-store';

let store: CalendarStore | undefined;
const answers = new ReusedAnswers<CalendarSettings>(CALENDAR_ANSWER_REUSE_MS, calendarEpoch);

/**
 * GET /api/calendar/settings — the public calendar settings (the seed defaults until an administrator sets them).
 * Every booking page asks for them, so concurrent requests share one read and its answer is reused for
 * CALENDAR_ANSWER_REUSE_MS (250 ms) in this container; a change saved in this process drops it at once. A change
 * saved through another container can thus be served for up to 250 ms, which is why open booking pages reload the
 * settings 500 ms after the `settings.updated` message. The booking path never uses this answer (it reads the
 * settings strongly consistently). Not cacheable by browsers or CDNs.
 */
export const handler = httpHandler({}, async () => ({ body: await answers.get('settings', readSettings) }));

function readSettings(): Promise<CalendarSettings> {
  store ??= new CalendarStore(dynamo(), tableName('calendar_settings'), tableName('availability_blocks'));
  return store.getSettings();
}
