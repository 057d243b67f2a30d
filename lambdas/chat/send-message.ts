import { chatRequestSchema } from '../../shared/chat/schemas';
import { AppError, clientMessages } from '../../shared/errors';
import { httpHandler } from '../lib/http';
import { rateLimits } from '../lib/rate-limit';
import { AssistantUnavailableError, answerChatMessage, type ChatDependencies } from './chat-service';
import { conversations } from './deps';
import { responderFromEnvironment } from './responders';
import { logger } from '../lib/logger';

/** Seconds the widget should wait before retrying after the assistant failed. */
const UNAVAILABLE_RETRY_SECONDS = 30;

function defaultDependencies(): ChatDependencies {
  return {
    conversations: conversations(),
    rateLimits: rateLimits(),
    // Read per request so configuration changes (and tests) take effect without a new container.
    responder: responderFromEnvironment(),
    now: () => new Date(),
  };
}

/**
 * `POST /api/chat` — `{message, sessionId, conversationId?, userEmail}` → `{response, conversationId}`.
 * A failing responder is not the visitor's fault: it is a 503 SERVICE_UNAVAILABLE in the contract's error shape (the
 * chat failure text as the message), logged without the visitor's message.
 */
export function createSendMessageHandler(overrides: Partial<ChatDependencies> = {}) {
  return httpHandler({ body: chatRequestSchema }, async (request) => {
    const deps = { ...defaultDependencies(), ...overrides };
    try {
      return { body: await answerChatMessage(deps, request.body, request.sourceIp) };
    } catch (error) {
      if (!(error instanceof AssistantUnavailableError)) throw error;
      const cause = error.cause instanceof Error ? { name: error.cause.name, message: error.cause.message } : String(error.cause);
      logger.error('chat responder failed', { cause });
      const unavailable = new AppError('SERVICE_UNAVAILABLE', { title: 'Assistant Unavailable', message: clientMessages.chatFailure });
      return { status: unavailable.status, body: unavailable.toBody(), headers: { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) } };
    }
  });
}

export const handler = createSendMessageHandler();
