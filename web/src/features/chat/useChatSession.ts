import { useCallback, useEffect, useRef, useState } from 'react';
import { chatTexts } from '../../../../shared/chat/constants';
import { CHAT_ID_PATTERN, MAX_CHAT_MESSAGE_LENGTH, chatEmailProblem } from '../../../../shared/chat/validation';
import { clientMessages } from '../../../../shared/errors/catalogue';
import { ApiError } from '../../lib/http';
import { useChatReply } from './chat-api';
import {
  type ChatMessage,
  loadStoredChat,
  randomId,
  saveConversationId,
  saveEmail,
  saveMessages,
  saveSessionId,
} from './chat-storage';

export const GREETING_ID = 'greeting';

function greeting(): ChatMessage {
  return { id: GREETING_ID, text: chatTexts.greeting, sender: 'ai', timestamp: new Date().toISOString() };
}

function message(sender: ChatMessage['sender'], text: string): ChatMessage {
  return { id: randomId(), text, sender, timestamp: new Date().toISOString() };
}

/** What the visitor sees when a reply fails: the chat's fixed failure text, or the service's own words for a rate limit. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return error.message;
  return clientMessages.chatFailure;
}

export interface ChatSession {
  /** null until the visitor passes the e-mail gate. */
  email: string | null;
  messages: ChatMessage[];
  awaitingReply: boolean;
  /** The gate: returns the validation message, or null once the e-mail is accepted. */
  submitEmail: (value: string) => string | null;
  /** Sends a message; empty messages and sends while a reply is awaited are ignored. */
  send: (text: string) => boolean;
}

/**
 * The chat's state: the e-mail gate, the messages (greeting first) and the call to the service, kept in local
 * storage (session id, e-mail, conversation id, and the messages once there is more than the greeting).
 */
export function useChatSession(): ChatSession {
  const [stored] = useState(loadStoredChat);
  const [email, setEmail] = useState<string | null>(stored.email && !chatEmailProblem(stored.email) ? stored.email : null);
  const [messages, setMessages] = useState<ChatMessage[]>(() => (stored.messages.length > 0 ? stored.messages : [greeting()]));
  const [awaitingReply, setAwaitingReply] = useState(false);
  const sessionId = useRef(stored.sessionId ?? '');
  const conversationId = useRef(stored.conversationId);
  const pending = useRef(false);
  const mounted = useRef(true);
  const { mutateAsync: askForReply } = useChatReply();

  useEffect(() => {
    mounted.current = true;
    if (!CHAT_ID_PATTERN.test(sessionId.current)) {
      sessionId.current = randomId();
      saveSessionId(sessionId.current);
    }
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => saveMessages(messages), [messages]);

  const submitEmail = useCallback((value: string) => {
    const problem = chatEmailProblem(value);
    if (problem) return problem;
    const accepted = value.trim();
    saveEmail(accepted);
    setEmail(accepted);
    return null;
  }, []);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim().slice(0, MAX_CHAT_MESSAGE_LENGTH);
      if (!trimmed || pending.current || !email) return false;
      pending.current = true;
      setAwaitingReply(true);
      setMessages((current) => [...current, message('user', trimmed)]);
      askForReply({ message: trimmed, sessionId: sessionId.current, conversationId: conversationId.current, userEmail: email })
        .then((reply) => {
          conversationId.current = reply.conversationId;
          saveConversationId(reply.conversationId);
          return reply.response;
        }, failureText)
        .then((text) => {
          pending.current = false;
          if (!mounted.current) return;
          setMessages((current) => [...current, message('ai', text)]);
          setAwaitingReply(false);
        });
      return true;
    },
    [email, askForReply],
  );

  return { email, messages, awaitingReply, submitEmail, send };
}
