import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage } from '../../shared/content/emails';

/** The `list` value every message carries, the partition of the `byCreated` index the staff inbox pages through. */
export const CONTACT_LIST = 'contact';

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
        Item: { ...message, privacy_accepted_at: privacyAcceptedAt, status: 'new', list: CONTACT_LIST },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  }
}
