import { randomUUID } from 'node:crypto';
import { contactRuleViolation } from '../../shared/content/contact-rules';
import { contactAcknowledgementEmail, contactStaffEmail, type ContactMessage } from '../../shared/content/emails';
import { contactRequestSchema, type ContactFields } from '../../shared/content/schemas';
import { AppError } from '../../shared/errors';
import { dynamo, requiredEnv, tableName } from '../lib/aws';
import { emailSender } from '../notifications/email-sender';
import { httpHandler } from '../lib/http';
import { RateLimitStore, type RateLimitRule } from '../lib/rate-limit';
import { Mailer } from '../content/mailer';
import { ContactMessageStore } from './contact-message-store';
import { logger } from '../lib/logger';

export interface ContactDependencies {
  messages: ContactMessageStore;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  staffEmail: string;
  siteUrl: string;
  now: () => Date;
}

/** Each sent message e-mails the address it names, so both the sender's IP and that address are limited. */
const limits = (ip: string, email: string): RateLimitRule[] => [
  { key: `contact:ip:${ip}`, limit: 20, windowSeconds: 600 },
  { key: `contact:email:${email.toLowerCase()}`, limit: 5, windowSeconds: 3600 },
];

/** Validates the form's own rules, stores the message, notifies staff and acknowledges the visitor. */
export async function sendContactMessage(deps: ContactDependencies, fields: ContactFields, sourceIp: string): Promise<void> {
  const violation = contactRuleViolation(fields);
  if (violation) {
    throw new AppError('VALIDATION_ERROR', { title: violation.title, message: violation.message, fields: { [violation.field]: violation.message } });
  }
  const now = deps.now();
  const decision = await deps.rateLimits.takeAll(limits(sourceIp, fields.email), now);
  if (!decision.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: decision.retryAfterSeconds });

  const { privacyAccepted: _accepted, ...rest } = fields;
  const message: ContactMessage = { ...rest, id: randomUUID(), created_at: now.toISOString() };
  await deps.messages.add(message, message.created_at);

  const results = await Promise.allSettled([
    deps.mailer.send({ to: deps.staffEmail, replyTo: message.email, ...contactStaffEmail(message) }),
    deps.mailer.send({ to: message.email, ...contactAcknowledgementEmail(message, deps.siteUrl) }),
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
    messages: new ContactMessageStore(dynamo(), tableName('contact_messages')),
    rateLimits: new RateLimitStore(dynamo(), tableName('rate_limits')),
    mailer: new Mailer(emailSender(), requiredEnv('SENDER_EMAIL')),
    staffEmail: requiredEnv('STAFF_EMAIL'),
    siteUrl: requiredEnv('SITE_URL'),
    now: () => new Date(),
  };
}

/** POST /api/contact — the contact form (the old `send-contact-form` function). 201 `{status: 'sent'}`. */
export const handler = httpHandler({ body: contactRequestSchema }, async ({ body, sourceIp }) => {
  await sendContactMessage(defaultDependencies(), body, sourceIp);
  return { status: 201, body: { status: 'sent' } };
});
