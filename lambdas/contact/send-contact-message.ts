import { randomUUID } from 'node:crypto';
import { contactRuleViolations } from '../../shared/content/contact-rules';
import { contactAcknowledgementEmail, contactStaffEmail, type ContactMessage } from '../../shared/content/emails';
import { contactRequestSchema, type ContactFields } from '../../shared/content/schemas';
import { normalizeEmail } from '../../shared/booking/limits';
import { AppError } from '../../shared/errors';
import { requiredEnv } from '../lib/aws';
import { emailSender } from '../notifications/email-sender';
import { httpHandler } from '../lib/http';
import { rateLimits, type RateLimitRule, type RateLimitStore } from '../lib/rate-limit';
import { Mailer } from '../content/mailer';
import type { ContactMessageStore } from './contact-message-store';
import { contactMessages } from './deps';
import { logger } from '../lib/logger';

export interface ContactDependencies {
  messages: ContactMessageStore;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  staffEmail: string;
  siteUrl: string;
  now: () => Date;
}

/** Messages one client, and one address, may send: past these the form answers 429 and nothing is stored. */
const messageLimits = (client: string, email: string): RateLimitRule[] => [
  { key: `contact:ip:${client}`, limit: 20, windowSeconds: 600 },
  { key: `contact:email:${email.toLowerCase()}`, limit: 5, windowSeconds: 3600 },
];

/**
 * Acknowledgements in any 24 hours: to one recipient (counted as the booking limits count addresses, so `+tags`
 * make no new recipient), and triggered by one client. The acknowledgement goes to whatever address the form names,
 * so without these anyone could have the agency mail strangers; past them the message is still stored and staff
 * still notified (the visitor's message is never lost), only the receipt is left out.
 */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT = 3;
export const ACKNOWLEDGEMENTS_PER_CLIENT = 10;
const acknowledgementLimits = (client: string, email: string): RateLimitRule[] => [
  { key: `contact-ack:recipient:${normalizeEmail(email)}`, limit: ACKNOWLEDGEMENTS_PER_RECIPIENT, windowSeconds: 86_400 },
  { key: `contact-ack:client:${client}`, limit: ACKNOWLEDGEMENTS_PER_CLIENT, windowSeconds: 86_400 },
];

/**
 * Validates the form's own rules, stores the message, notifies staff and acknowledges the visitor while the
 * acknowledgement limits allow. `client` is the viewer's identity (clientIdentity).
 */
export async function sendContactMessage(deps: ContactDependencies, fields: ContactFields, client: string): Promise<void> {
  const violations = await contactRuleViolations(fields);
  if (violations.length) {
    // The first broken rule titles the answer; every broken one is named under its field.
    const [{ title, message }] = violations;
    throw new AppError('VALIDATION_ERROR', { title, message, fields: Object.fromEntries(violations.map((violation) => [violation.field, violation.message])) });
  }
  const now = deps.now();
  const decision = await deps.rateLimits.takeAll(messageLimits(client, fields.email), now);
  if (!decision.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: decision.retryAfterSeconds });

  const { privacyAccepted: _accepted, ...rest } = fields;
  const message: ContactMessage = { ...rest, id: randomUUID(), created_at: now.toISOString() };
  await deps.messages.add(message, message.created_at);

  const acknowledge = (await deps.rateLimits.takeAll(acknowledgementLimits(client, message.email), now)).allowed;
  if (!acknowledge) logger.info('contact acknowledgement withheld', { contact_message_id: message.id, reason: 'acknowledgement_limit' });
  const results = await Promise.allSettled([
    deps.mailer.send({ to: deps.staffEmail, replyTo: message.email, ...contactStaffEmail(message) }),
    ...(acknowledge ? [deps.mailer.send({ to: message.email, ...contactAcknowledgementEmail(message, deps.siteUrl) })] : []),
  ]);
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      // The message is stored either way; staff find it in contact_messages.
      const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
      logger.error('contact e-mail failed', { email: index === 0 ? 'staff' : 'acknowledgement', contact_message_id: message.id, reason });
    }
  }
}

function defaultDependencies(): ContactDependencies {
  return {
    messages: contactMessages(),
    rateLimits: rateLimits(),
    mailer: new Mailer(emailSender(), requiredEnv('SENDER_EMAIL')),
    staffEmail: requiredEnv('STAFF_EMAIL'),
    siteUrl: requiredEnv('SITE_URL'),
    now: () => new Date(),
  };
}

/** POST /api/contact — the contact form. 201 `{status: 'sent'}`. */
export const handler = httpHandler({ body: contactRequestSchema }, async ({ body, sourceIp }) => {
  await sendContactMessage(defaultDependencies(), body, sourceIp);
  return { status: 201, body: { status: 'sent' } };
});
