/** A message bubble as the chat keeps it in the browser. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'ai';
  /** ISO instant. */
  timestamp: string;
}

/** What the widget remembers in local storage between visits. */
export interface StoredChat {
  sessionId: string | null;
  email: string | null;
  conversationId: string | null;
  messages: ChatMessage[];
}

export const chatStorageKeys = {
  sessionId: 'chatSessionId',
  email: 'chatUserEmail',
  conversationId: 'chatConversationId',
  messages: 'chatMessages',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the chat still works for this visit.
  }
}

function isMessage(value: unknown): value is ChatMessage {
  const message = value as ChatMessage | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof message.id === 'string' &&
    typeof message.text === 'string' &&
    (message.sender === 'user' || message.sender === 'ai') &&
    typeof message.timestamp === 'string'
  );
}

export function loadStoredChat(): StoredChat {
  let messages: ChatMessage[] = [];
  try {
    const parsed: unknown = JSON.parse(read(chatStorageKeys.messages) ?? '[]');
    if (Array.isArray(parsed)) messages = parsed.filter(isMessage);
  } catch {
    messages = [];
  }
  return {
    sessionId: read(chatStorageKeys.sessionId),
    email: read(chatStorageKeys.email),
    conversationId: read(chatStorageKeys.conversationId),
    messages,
  };
}

export function saveSessionId(sessionId: string): void {
  write(chatStorageKeys.sessionId, sessionId);
}

export function saveEmail(email: string): void {
  write(chatStorageKeys.email, email);
}

export function saveConversationId(conversationId: string): void {
  write(chatStorageKeys.conversationId, conversationId);
}

/** Messages are saved once there is more than the greeting. */
export function saveMessages(messages: readonly ChatMessage[]): void {
  if (messages.length > 1) write(chatStorageKeys.messages, JSON.stringify(messages));
}

/** A random id for the chat session and message keys (crypto.randomUUID is missing outside secure contexts). */
export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
