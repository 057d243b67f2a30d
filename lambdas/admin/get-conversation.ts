import { conversationParamsSchema } from '../../shared/admin/schemas';
import { AppError } from '../../shared/errors';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { conversations } from '../chat/deps';

/** GET /api/admin/chat-conversations/{id} — the messages of one conversation, oldest first (read only). */
export const handler = httpHandler({ authorize: staffWith('dashboard:read'), params: conversationParamsSchema }, async ({ params }) => {
  const messages = await conversations().messages(params.id);
  if (!messages) throw new AppError('NOT_FOUND', { message: 'No conversation has this id.' });
  return { body: { messages } };
});
