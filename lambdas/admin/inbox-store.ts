import { ScanCommand, type DynamoDBDocumentClient, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ContactMessageDto, ConversationDto, SubscriberDto } from '../../shared/admin/schemas';

/** Most rows one listing returns (the dashboard shows the newest). */
export const INBOX_LIMIT = 1000;

/**
 * Read-only views of what visitors sent, for the staff dashboard: contact messages, newsletter subscribers and chat
 * conversation headers. These tables hold an agency's volume (hundreds to a few thousand rows), so a scan sorted
 * in memory is enough; no public path ever scans them.
 */
export class InboxStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly tables: { contactMessages: string; subscribers: string; conversations: string },
  ) {}

  async contactMessages(): Promise<ContactMessageDto[]> {
    const items = await this.scan({ TableName: this.tables.contactMessages });
    return newest(items.map(pickContact), (message) => message.created_at);
  }

  async subscribers(): Promise<SubscriberDto[]> {
    const items = await this.scan({ TableName: this.tables.subscribers });
    return newest(
      items.map((item): SubscriberDto => ({
        email: String(item.email),
        status: String(item.status ?? 'pending'),
        ...optionalStrings(item, ['subscribed_at', 'confirmed_at', 'unsubscribed_at', 'consented_at']),
      })),
      (subscriber) => subscriber.subscribed_at ?? '',
    );
  }

  async conversations(): Promise<ConversationDto[]> {
    const items = await this.scan({
      TableName: this.tables.conversations,
      FilterExpression: 'sk = :header',
      ExpressionAttributeValues: { ':header': 'CONVERSATION' },
    });
    return newest(
      items.map((item) => ({
        conversationId: String(item.conversationId),
        userEmail: String(item.userEmail),
        startedAt: String(item.startedAt),
        updatedAt: String(item.updatedAt ?? item.startedAt),
        messageCount: Number(item.messageCount ?? 0),
      })),
      (conversation) => conversation.updatedAt,
    );
  }

  private async scan(input: ScanCommandInput): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(new ScanCommand({ ...input, ExclusiveStartKey: start }));
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }
}

function pickContact(item: Record<string, unknown>): ContactMessageDto {
  return {
    id: String(item.id),
    created_at: String(item.created_at ?? ''),
    name: String(item.name ?? ''),
    email: String(item.email ?? ''),
    ...optionalStrings(item, ['phone', 'countryCode', 'company', 'role', 'industry', 'website', 'subject', 'message', 'status']),
  };
}

function optionalStrings(item: Record<string, unknown>, names: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of names) if (typeof item[name] === 'string') result[name] = item[name] as string;
  return result;
}

function newest<T>(rows: T[], at: (row: T) => string): T[] {
  return rows.sort((a, b) => at(b).localeCompare(at(a))).slice(0, INBOX_LIMIT);
}
