import { z } from 'zod';
import { clientMessages } from '../errors/catalogue';

/** Longest message a visitor may send. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

/** The gate's "simple {email} shape": something@something.tld, no spaces. */
export const CHAT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Session and conversation ids: opaque tokens (UUIDs from the widget and the service, or legacy `session_…` ids). */
export const CHAT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The gate's check, shared by the widget and the service. Returns the gate's message or null when valid. */
export function chatEmailProblem(value: string): string | null {
  const email = value.trim();
  if (email.length === 0) return clientMessages.chatEmailRequired;
  if (email.length > 254 || !CHAT_EMAIL_PATTERN.test(email)) return clientMessages.chatEmailInvalid;
  return null;
}

const chatId = (label: string) =>
  z.string().regex(CHAT_ID_PATTERN, `${label} must be 8–64 letters, digits, hyphens or underscores.`);

/** `POST /api/chat` body (the old `chat-with-ai` payload). */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Please write a message.' })
    .trim()
    .min(1, 'Please write a message.')
    .max(MAX_CHAT_MESSAGE_LENGTH, `Messages can be at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`),
  sessionId: chatId('The session id'),
  conversationId: z.union([chatId('The conversation id'), z.literal(''), z.null()]).optional(),
  userEmail: z
    .string({ error: clientMessages.chatEmailRequired })
    .trim()
    .refine((value) => chatEmailProblem(value) === null, { error: (issue) => chatEmailProblem(String(issue.input)) ?? '' })
    .transform((value) => value.toLowerCase()),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** `POST /api/chat` success body. */
export interface ChatResponse {
  response: string;
  conversationId: string;
}

/** One turn of a conversation as the responders see it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}
