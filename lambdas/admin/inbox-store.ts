import { GetCommand, QueryCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { decideInboxChange, inboxStateOf, type InboxStateChange, type InboxView } from '../../shared/admin/inbox-states';
import { AppError } from '../../shared/errors';
import { isConditionFailure } from '../lib/query-all';
import { CONTACT_LIST } from '../contact/contact-message-store';
import type { ContactMessageDto, ConversationDto, SubscriberDto } from '../../shared/admin/schemas';

/** Most rows one listing of subscribers or conversations returns (the dashboard shows the newest). */
export const INBOX_LIMIT = 1000;

export interface ContactMessagesPage {
  messages: ContactMessageDto[];
  /** Opaque: where the next page starts; absent after the last one. */
  nextCursor?: string;
}

/** A message counts as unread while it has no state or the state `new` (messages stored before states existed). */
const UNREAD = 'attribute_not_exists(#status) OR #status = :new';

/**
 * What visitors sent, for the staff dashboard: contact messages (with the team's inbox state of each), newsletter
 * subscribers and chat conversation headers. Contact messages are read a page at a time, newest first, from the
 * `byCreated` index, so no answer grows with the table. Subscribers and conversations hold an agency's volume (hundreds to a few
 * thousand rows): a scan sorted in memory is enough; no public path ever scans them.
 */
export class InboxStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly tables: { contactMessages: string; subscribers: string; conversations: string },
  ) {}

  /**
   * Up to `limit` messages of the view, newest first, from where `cursor` (a `nextCursor` of this method) left off.
   * The view is a filter on the page read, so a page may hold fewer than `limit` while `nextCursor` says more follow.
   */
  async contactMessages(limit: number, cursor?: string, view: InboxView = 'inbox'): Promise<ContactMessagesPage> {
    const start = cursor === undefined ? undefined : decodeCursor(cursor);
    if (cursor !== undefined && !start) throw new AppError('VALIDATION_ERROR', { fields: { cursor: 'This cursor is not one the inbox gave.' } });
    const page = await this.documents.send(
      new QueryCommand({
        TableName: this.tables.contactMessages,
        IndexName: 'byCreated',
        KeyConditionExpression: '#list = :list',
        FilterExpression: view === 'archived' ? '#status = :archived' : 'attribute_not_exists(#status) OR #status <> :archived',
        ExpressionAttributeNames: { '#list': 'list', '#status': 'status' },
        ExpressionAttributeValues: { ':list': CONTACT_LIST, ':archived': 'archived' },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: start && { list: CONTACT_LIST, created_at: start.createdAt, id: start.id },
      }),
    );
    const next = page.LastEvaluatedKey;
    return {
      messages: (page.Items ?? []).map(pickContact),
      ...(next ? { nextCursor: encodeCursor({ createdAt: String(next.created_at), id: String(next.id) }) } : {}),
    };
  }

  /**
   * Moves a message to another state, only from the state the staff member saw (a conditional write): of two
   * people acting at once, the second is refused with what the first did, never silently overwritten.
   */
  async changeContactState(id: string, change: InboxStateChange, by: string, now: Date): Promise<ContactMessageDto> {
    for (;;) {
      const { Item: stored } = await this.documents.send(new GetCommand({ TableName: this.tables.contactMessages, Key: { id }, ConsistentRead: true }));
      if (!stored) throw new AppError('NOT_FOUND', { message: 'No contact message has this id: it may have been erased.' });
      const decision = decideInboxChange(stored, change);
      if (decision.kind === 'conflict') throw new AppError('CONFLICT', { message: decision.message, fields: { status: decision.message } });
      if (decision.kind === 'unchanged') return pickContact(stored);
      const current = inboxStateOf(stored);
      try {
        const { Attributes } = await this.documents.send(
          new UpdateCommand({
            TableName: this.tables.contactMessages,
            Key: { id },
            UpdateExpression: 'SET #status = :to, status_by = :by, status_at = :at',
            ConditionExpression: current === 'new' ? `attribute_exists(id) AND (${UNREAD})` : 'attribute_exists(id) AND #status = :from',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':to': change.status, ':by': by, ':at': now.toISOString(), ...(current === 'new' ? { ':new': 'new' } : { ':from': current }) },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return pickContact(Attributes ?? {});
      } catch (error) {
        // Another change came between the read and the write: decide again from what it left.
        if (!isConditionFailure(error)) throw error;
      }
    }
  }

  /**
   * How many messages nobody has read yet. A count over the index's one partition: DynamoDB reads every message
   * key to count them (a megabyte a page), which stays a handful of reads at an agency's volume with messages
   * deleted after 24 months.
   */
  async unreadCount(): Promise<number> {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new QueryCommand({
          TableName: this.tables.contactMessages,
          IndexName: 'byCreated',
          KeyConditionExpression: '#list = :list',
          FilterExpression: UNREAD,
          ExpressionAttributeNames: { '#list': 'list', '#status': 'status' },
          ExpressionAttributeValues: { ':list': CONTACT_LIST, ':new': 'new' },
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      count += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    return count;
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
    status: inboxStateOf(item),
    ...optionalStrings(item, ['phone', 'countryCode', 'company', 'role', 'industry', 'website', 'subject', 'message', 'status_by', 'status_at']),
  };
}

/** A page boundary: the last message of a page, by the index's key (JSON in base64url: opaque to clients). */
const cursorSchema = z.object({ createdAt: z.string().min(1).max(64), id: z.string().min(1).max(128) });
type Cursor = z.infer<typeof cursorSchema>;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string): Cursor | undefined {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function optionalStrings(item: Record<string, unknown>, names: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of names) if (typeof item[name] === 'string') result[name] = item[name] as string;
  return result;
}

function newest<T>(rows: T[], at: (row: T) => string): T[] {
  return rows.sort((a, b) => at(b).localeCompare(at(a))).slice(0, INBOX_LIMIT);
}
