import type { AdminCalendarResponse } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { hasSecret } from '../lib/secrets';
import { calendar } from './deps';

/**
 * GET /api/admin/calendar — the calendar settings, every availability block (active or not), and whether Google Meet
 * can be chosen (a Google account is configured; its key is never read here).
 */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  const [settings, blocks] = await Promise.all([calendar().getSettings(), calendar().listBlocks()]);
  const body: AdminCalendarResponse = { settings, blocks, googleMeetConfigured: hasSecret('googleServiceAccount') };
  return { body };
});
