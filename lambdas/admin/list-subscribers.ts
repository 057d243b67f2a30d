import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { inbox } from './inbox-deps';

/** GET /api/admin/newsletter-subscribers — every subscriber with status and consent times (read only). */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  return { body: { subscribers: await inbox().subscribers() } };
});
