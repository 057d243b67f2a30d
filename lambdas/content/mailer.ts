import type { MessageHeader } from '@aws-sdk/client-sesv2';
import type { EmailContent } from '../../shared/content/emails';
import type { EmailSender, SendOutcome } from '../notifications/email-sender';

export interface OutgoingEmail extends EmailContent {
  to: string;
  replyTo?: string;
  /** Extra headers (the newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** Sends HTML + text e-mails from the site's sender address, through the one sender that honours suppressions. */
export class Mailer {
  constructor(
    private readonly sender: EmailSender,
    private readonly from: string,
  ) {}

  async send(email: OutgoingEmail): Promise<SendOutcome> {
    const headers: MessageHeader[] | undefined = email.headers ? Object.entries(email.headers).map(([Name, Value]) => ({ Name, Value })) : undefined;
    return this.sender.send({
      from: this.from,
      to: email.to,
      replyTo: email.replyTo,
      content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
          Headers: headers,
        },
      },
    });
  }
}
