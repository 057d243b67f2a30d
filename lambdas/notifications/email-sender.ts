import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../lib/aws';

/** Sends a raw MIME message through SES v2 to one recipient; returns SES's message id. */
export async function sendRawEmail(message: Buffer, from: string, to: string): Promise<string | undefined> {
  const result = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [to] },
      Content: { Raw: { Data: message } },
    }),
  );
  return result.MessageId;
}
