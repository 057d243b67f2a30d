import { SES_EVENT_DETAIL_TYPES, type SesFeedbackDetail, type SesFeedbackEvent } from '../../shared/contracts/email-events';
import type { EmailSuppressionDto } from '../../shared/admin/email-suppressions';
import { logger } from '../lib/logger';
import { suppressions as suppressionStore } from './deps';

/**
 * The suppressions an SES bounce or complaint event asks for. A permanent bounce (the address does not exist) and a
 * complaint (the reader marked the mail as spam) suppress every recipient they name; a transient bounce (a full
 * mailbox, a server down for a while) suppresses nobody, as SES's own suppression list does.
 */
export function suppressionsFrom(detail: SesFeedbackDetail): EmailSuppressionDto[] {
  if (detail.eventType === 'Bounce') {
    if (detail.bounce.bounceType !== 'Permanent') return [];
    return detail.bounce.bouncedRecipients.map((recipient) => ({
      email: recipient.emailAddress,
      reason: 'bounce',
      at: detail.bounce.timestamp,
      detail: recipient.diagnosticCode ?? `${detail.bounce.bounceType} bounce (${detail.bounce.bounceSubType})`,
    }));
  }
  return detail.complaint.complainedRecipients.map((recipient) => ({
    email: recipient.emailAddress,
    reason: 'complaint',
    at: detail.complaint.timestamp,
    ...(detail.complaint.complaintFeedbackType ? { detail: `Marked as ${detail.complaint.complaintFeedbackType}` } : {}),
  }));
}

/**
 * Records SES's bounce and complaint events (EventBridge, from the configuration set every send uses) in the
 * suppression list. Idempotent, so EventBridge's retries and a duplicate delivery change nothing; a failed write
 * throws, and EventBridge retries the event.
 */
export async function handler(event: SesFeedbackEvent): Promise<void> {
  if (!Object.values(SES_EVENT_DETAIL_TYPES).includes(event['detail-type'])) {
    logger.warn('ignored an SES event of another type', { detailType: event['detail-type'] });
    return;
  }
  const suppressions = suppressionsFrom(event.detail);
  for (const suppression of suppressions) await suppressionStore().suppress(suppression);
  logger.info('SES feedback recorded', { eventType: event.detail.eventType, suppressed: suppressions.length, messageId: event.detail.mail.messageId });
}
