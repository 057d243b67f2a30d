import { conversationParamsSchema } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { conversations } from './deps';

/** GET /api/admin/chat-conversations/{id} — the messages of one conversation, oldest first (read only). */
export const handler = httpHandler({ authorize: staffWith('dashboard:read'), params: conversationParamsSchema }, async ({ params }) => {
  return { body: { messages: await conversations().messages(params.id) } };
});
