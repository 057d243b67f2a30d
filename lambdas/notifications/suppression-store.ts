import { DeleteCommand, GetCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { EmailSuppressionDto, SuppressionReason } from '../../shared/admin/email-suppressions';
import { isConditionFailure } from '../lib/query-all';

export type { SuppressionReason };

/** The address as the list keys it: SES compares addresses without regard to case. */
export const suppressionKey = (email: string) => email.trim().toLowerCase();

/**
 * `email_suppressions`: the addresses no e-mail may go to, because they bounced permanently or their owner
 * complained, with why and when (SES's bounce or complaint event). Staff may lift one.
 */
export class SuppressionStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async find(email: string): Promise<EmailSuppressionDto | undefined> {
    const { Item } = await this.documents.send(new GetCommand({ TableName: this.table, Key: { email: suppressionKey(email) }, ConsistentRead: true }));
    return Item as EmailSuppressionDto | undefined;
  }

  /** Records (or renews) a suppression; the latest event's reason and time win. */
  async suppress(entry: EmailSuppressionDto): Promise<void> {
    await this.documents.send(new PutCommand({ TableName: this.table, Item: { ...entry, email: suppressionKey(entry.email) } }));
  }

  /** Every suppressed address, newest first (the list stays small: each entry is an address that failed). */
  async list(): Promise<EmailSuppressionDto[]> {
    const items: EmailSuppressionDto[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(new ScanCommand({ TableName: this.table, ExclusiveStartKey }));
      items.push(...((page.Items ?? []) as EmailSuppressionDto[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items.sort((a, b) => b.at.localeCompare(a.at));
  }

  /** Removes the address from the list; the lifted entry, or undefined when it was not suppressed. */
  async lift(email: string): Promise<EmailSuppressionDto | undefined> {
    try {
      const { Attributes } = await this.documents.send(
        new DeleteCommand({ TableName: this.table, Key: { email: suppressionKey(email) }, ConditionExpression: 'attribute_exists(email)', ReturnValues: 'ALL_OLD' }),
      );
      return Attributes as EmailSuppressionDto;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }
}
