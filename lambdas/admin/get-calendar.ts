import type { AdminCalendarResponse } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { calendar } from './deps';

/** GET /api/admin/calendar — the calendar settings and every availability block (active or not). */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  const [settings, blocks] = await Promise.all([calendar().getSettings(), calendar().listBlocks()]);
  const body: AdminCalendarResponse = { settings, blocks };
  return { body };
});
