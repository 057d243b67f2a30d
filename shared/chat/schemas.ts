import { z } from 'zod';
import { clientMessages } from '../errors/catalogue';
import { CHAT_ID_PATTERN, MAX_CHAT_MESSAGE_LENGTH, chatEmailProblem } from './validation';

export { CHAT_EMAIL_PATTERN, CHAT_ID_PATTERN, MAX_CHAT_MESSAGE_LENGTH, chatEmailProblem } from './validation';

const chatId = (label: string) =>
  z.string().regex(CHAT_ID_PATTERN, `${label} must be 8–64 letters, digits, hyphens or underscores.`);

/** `POST /api/chat` body. */
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
export const chatResponseSchema = z.object({ response: z.string(), conversationId: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** One turn of a conversation as the responders see it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}
