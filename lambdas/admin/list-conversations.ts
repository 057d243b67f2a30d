import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { inbox } from './inbox-deps';

/** GET /api/admin/chat-conversations — support chat conversations, most recently active first (read only). */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  return { body: { conversations: await inbox().conversations() } };
});
