import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { EmailContent } from '../../shared/content/emails';

export interface OutgoingEmail extends EmailContent {
  to: string;
  replyTo?: string;
}

/** Sends HTML + text e-mails through SES v2 from the site's sender address. */
export class Mailer {
  constructor(
    private readonly client: SESv2Client,
    private readonly sender: string,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.sender,
        Destination: { ToAddresses: [email.to] },
        ReplyToAddresses: email.replyTo ? [email.replyTo] : undefined,
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  }
}
