import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Why an address's hash is kept. */
export type SuppressionReason = 'newsletter_unsubscribed' | 'erased';

/**
 * `suppressed_hashes`: hashes of addresses whose newsletter row is gone (unsubscribed and expired, or erased), so an
 * address is never put back on the list without a new double opt-in. No address is stored.
 */
export class SuppressedHashStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async add(hash: string, reason: SuppressionReason, at: Date): Promise<void> {
    await this.documents.send(new PutCommand({ TableName: this.table, Item: { hash, reason, at: at.toISOString() } }));
  }
}
