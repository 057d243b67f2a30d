import type { AdminCalendarResponse } from '../../shared/admin/schemas';
import { requireRole } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { calendar } from './deps';

/** GET /api/admin/calendar — the calendar settings and every availability block (active or not). */
export const handler = httpHandler({}, async ({ event }) => {
  await requireRole(event, 'dashboard:read');
  const [settings, blocks] = await Promise.all([calendar().getSettings(), calendar().listBlocks()]);
  const body: AdminCalendarResponse = { settings, blocks };
  return { body };
});
