import { SendEmailCommand, type EmailContent, type SESv2Client } from '@aws-sdk/client-sesv2';
import { ses } from '../lib/aws';
import { logger } from '../lib/logger';
import { once } from '../lib/memo';
import { suppressions } from './deps';
import type { SuppressionReason, SuppressionStore } from './suppression-store';

export interface OutgoingMessage {
  from: string;
  /** One recipient: each e-mail goes to one address, so a suppressed address never holds up the others. */
  to: string;
  replyTo?: string;
  content: EmailContent;
}

export type SendOutcome = { status: 'sent'; messageId?: string } | { status: 'suppressed'; reason: SuppressionReason };

/**
 * The one way e-mail leaves the product. An address that bounced permanently or complained is never mailed again:
 * the suppression list is read before every send. Every send names the configuration set (when configured), whose
 * event destination reports bounces and complaints back into that list.
 */
export class EmailSender {
  constructor(
    private readonly client: SESv2Client,
    private readonly suppressions: SuppressionStore,
    private readonly configurationSet?: string,
  ) {}

  async send(message: OutgoingMessage): Promise<SendOutcome> {
    const suppressed = await this.suppressions.find(message.to);
    if (suppressed) {
      logger.info('e-mail not sent: the address is suppressed', { reason: suppressed.reason });
      return { status: 'suppressed', reason: suppressed.reason };
    }
    const result = await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: message.from,
        Destination: { ToAddresses: [message.to] },
        ReplyToAddresses: message.replyTo ? [message.replyTo] : undefined,
        Content: message.content,
        ConfigurationSetName: this.configurationSet,
      }),
    );
    return { status: 'sent', messageId: result.MessageId };
  }
}

/** The container's sender: SES, the container's suppression list (deps.ts) and `SES_CONFIGURATION_SET` from the environment. */
export const emailSender = once(() => new EmailSender(ses(), suppressions(), process.env.SES_CONFIGURATION_SET || undefined));

/** Sends a raw MIME message to one recipient. */
export async function sendRawEmail(message: Buffer, from: string, to: string): Promise<SendOutcome> {
  return emailSender().send({ from, to, content: { Raw: { Data: message } } });
}
