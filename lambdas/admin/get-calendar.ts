import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { hasSecret } from '../lib/secrets';
import { calendarAnswer } from './calendar-answer';

/**
 * GET /api/admin/calendar — the calendar settings, every availability block (active or not), the date overrides ahead,
 * and whether Google Meet can be chosen (a Google account is configured; its key is never read here).
 */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => ({
  body: { ...(await calendarAnswer()), googleMeetConfigured: hasSecret('googleServiceAccount') },
}));
