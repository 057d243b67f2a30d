import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage } from '../../shared/content/emails';

/** Messages sent through the contact form (table `contact_messages`), kept for staff. */
export class ContactMessageStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async add(message: ContactMessage, privacyAcceptedAt: string): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.table,
        Item: { ...message, privacy_accepted_at: privacyAcceptedAt, status: 'new' },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  }
}
