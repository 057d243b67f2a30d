import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { inbox } from './deps';

/** GET /api/admin/contact-messages — messages of the contact form, newest first (read only). */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  return { body: { messages: await inbox().contactMessages() } };
});
