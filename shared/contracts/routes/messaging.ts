import type { EmailEventConsumer } from './types';

/** Every bounce and complaint SES reports is recorded in the suppression list, which every sender checks. */
export const messagingEmailEventConsumers: readonly EmailEventConsumer[] = [
  { handler: 'lambdas/notifications/record-email-feedback.ts', tables: { email_suppressions: 'readwrite' } },
];
