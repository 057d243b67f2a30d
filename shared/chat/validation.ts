import { clientMessages } from '../errors/catalogue';

/** Longest message a visitor may send. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

/** The gate's "simple {email} shape": something@something.tld, no spaces. */
export const CHAT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Session and conversation ids: opaque tokens (UUIDs from the widget and the service, or legacy `session_…` ids). */
export const CHAT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The gate's check, shared by the widget and the service (zod-free, so the widget stays small). Returns the gate's
 * message, or null when the address is acceptable.
 */
export function chatEmailProblem(value: string): string | null {
  const email = value.trim();
  if (email.length === 0) return clientMessages.chatEmailRequired;
  if (email.length > 254 || !CHAT_EMAIL_PATTERN.test(email)) return clientMessages.chatEmailInvalid;
  return null;
}
