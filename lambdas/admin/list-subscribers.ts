import { requireRole } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { inbox } from './deps';

/** GET /api/admin/newsletter-subscribers — every subscriber with status and consent times (read only). */
export const handler = httpHandler({}, async ({ event }) => {
  await requireRole(event, 'dashboard:read');
  return { body: { subscribers: await inbox().subscribers() } };
});
