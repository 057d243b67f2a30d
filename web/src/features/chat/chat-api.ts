import type { ChatRequest } from '../../../../shared/chat/schemas';
import { useServerMutation } from '../../app/query-client';
import { http, schemaGroup } from '../../lib/http';

const chatAnswer = schemaGroup(() => import('../../../../shared/chat/schemas'));

export type ChatApiRequest = Omit<ChatRequest, 'conversationId'> & { conversationId: string | null };

/**
 * `POST /api/chat` as a mutation: resolves with the parsed reply, rejects with ApiError in
 * the contract's shape (INVALID_RESPONSE for a reply of another shape).
 */
export function useChatReply() {
  return useServerMutation({
    mutationKey: ['chat'],
    mutationFn: (request: ChatApiRequest) => http.read('POST', '/api/chat', chatAnswer((s) => s.chatResponseSchema), { body: request }),
  });
}
