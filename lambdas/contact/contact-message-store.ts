import { DeleteCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage } from '../../shared/content/emails';
import { contactExpiresAt, sameAddress } from '../../shared/privacy/rules';

/** The `list` value every message carries, the partition of the `byCreated` index the staff inbox pages through. */
export const CONTACT_LIST = 'contact';

/** Messages sent through the contact form (table `contact_messages`), kept for staff and deleted by TTL after 24 months. */
export class ContactMessageStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async add(message: ContactMessage, privacyAcceptedAt: string): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.table,
        Item: { ...message, privacy_accepted_at: privacyAcceptedAt, status: 'new', list: CONTACT_LIST, expiresAt: contactExpiresAt(message.created_at) },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  }

  /**
   * Every message sent from the address (matched as the booking limit matches addresses), oldest first. A scan: it
   * serves only personal data requests, which are rare and rate-limited.
   */
  async findByAddress(email: string): Promise<Record<string, unknown>[]> {
    const found: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(new ScanCommand({ TableName: this.table, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) if (typeof item.email === 'string' && sameAddress(item.email, email)) found.push(item);
      start = page.LastEvaluatedKey;
    } while (start);
    return found.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  }

  async delete(id: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: { id } }));
  }
}
