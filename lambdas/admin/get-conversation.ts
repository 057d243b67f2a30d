import { conversationParamsSchema } from '../../shared/admin/schemas';
import { requireRole } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { conversations } from './deps';

/** GET /api/admin/chat-conversations/{id} — the messages of one conversation, oldest first (read only). */
export const handler = httpHandler({ params: conversationParamsSchema }, async ({ event, params }) => {
  await requireRole(event, 'dashboard:read');
  return { body: { messages: await conversations().messages(params.id) } };
});
