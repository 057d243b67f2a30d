import { brand } from '../site/brand';

/** The widget's fixed texts. */
export const chatTexts = {
  panelSubtitle: 'Customer Support',
  gateTitle: `Welcome to ${brand.name}`,
  gateIntro: 'Enter your email to start chatting with our AI assistant',
  gateButton: 'Start Chat',
  gateNote: 'Your email is used for support purposes only',
  inputPlaceholder: `Ask anything about ${brand.name}`,
  greeting: `Hello! I'm ${brand.assistantName}, your AI assistant. How can I help you today?`,
} as const;

/** Abuse limits of `POST /api/chat`. */
export const chatLimits = {
  /** Messages one chat session may send per window. */
  perSession: 20,
  /** Messages one network address may send per window (several visitors may share an office address). */
  perAddress: 60,
  windowSeconds: 5 * 60,
  /** Conversations are kept this long for staff to read, then expire. */
  retentionDays: 90,
  /** Earlier turns given to the model as context. */
  historyTurns: 12,
} as const;

/** The booking facts the assistant repeats. */
export const bookingFacts = {
  path: '/calendar',
  contactPath: '/contact',
  callLength: '30-minute',
  hours: 'Monday to Friday, 09:00–17:00 Cairo time',
} as const;
