import { chatLimits } from '../../shared/chat/constants';
import type { ChatRequest, ChatResponse } from '../../shared/chat/schemas';
import { AppError } from '../../shared/errors';
import type { RateLimitStore } from '../lib/rate-limit';
import type { ConversationStore } from './conversation-store';
import type { ChatResponder } from './responders';

export interface ChatDependencies {
  conversations: ConversationStore;
  rateLimits: RateLimitStore;
  responder: ChatResponder;
  now: () => Date;
}

/** Thrown when the responder fails; the handler answers 503 and the widget shows its failure bubble. */
export class AssistantUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The assistant could not answer', { cause });
    this.name = 'AssistantUnavailableError';
  }
}

export const chatRateLimitedMessage =
  "You've sent a lot of messages in a short time. Please wait a few minutes and try again.";

/**
 * One visitor message: check the abuse limits, continue the visitor's own conversation (or start one), record the
 * message, ask the responder with the conversation's recent turns, record and return the reply.
 */
export async function answerChatMessage(
  deps: ChatDependencies,
  request: ChatRequest,
  sourceIp: string,
): Promise<ChatResponse> {
  const now = deps.now();
  const decision = await deps.rateLimits.takeAll(
    [
      { key: `chat:session:${request.sessionId}`, limit: chatLimits.perSession, windowSeconds: chatLimits.windowSeconds },
      { key: `chat:address:${sourceIp}`, limit: chatLimits.perAddress, windowSeconds: chatLimits.windowSeconds },
    ],
    now,
  );
  if (!decision.allowed) throw new AppError('RATE_LIMITED', { message: chatRateLimitedMessage, retryAfterSeconds: decision.retryAfterSeconds });

  const existing = request.conversationId
    ? await deps.conversations.findOwned(request.conversationId, request.sessionId, request.userEmail)
    : undefined;
  const conversation = existing ?? (await deps.conversations.start(request.sessionId, request.userEmail, now));
  const history = existing ? await deps.conversations.recentTurns(conversation.conversationId, chatLimits.historyTurns) : [];

  await deps.conversations.append(conversation.conversationId, { role: 'user', text: request.message }, now);
  let reply: string;
  try {
    reply = await deps.responder.reply({ message: request.message, history });
  } catch (error) {
    throw new AssistantUnavailableError(error);
  }
  await deps.conversations.append(conversation.conversationId, { role: 'assistant', text: reply }, deps.now());
  return { response: reply, conversationId: conversation.conversationId };
}
