import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { calendarAnswer } from './calendar-answer';

/** GET /api/admin/calendar — the calendar settings, every availability block (active or not) and the date overrides ahead. */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => ({ body: await calendarAnswer() }));
