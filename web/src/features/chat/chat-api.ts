import type { ChatRequest, ChatResponse } from '../../../../shared/chat/schemas';
import { http } from '../../hooks/useHttp';

export type ChatApiRequest = Omit<ChatRequest, 'conversationId'> & { conversationId: string | null };

/** `POST /api/chat` (the old `chat-with-ai`). Errors arrive as ApiError in the contract's shape. */
export function sendChatMessage(request: ChatApiRequest, signal?: AbortSignal): Promise<ChatResponse> {
  return http.post<ChatResponse>('/api/chat', request, { signal });
}
