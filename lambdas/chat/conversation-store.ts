import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { normalizeEmail } from '../../shared/booking/limits';
import { randomUUID } from 'node:crypto';
import type { ChatTurn } from '../../shared/chat/schemas';
import { queryAll, withoutKeys } from '../lib/query-all';

/** The conversation's header item. Staff find conversations by e-mail through the `byEmail` index. */
export interface ConversationRecord {
  conversationId: string;
  sessionId: string;
  userEmail: string;
  startedAt: string;
  updatedAt: string;
  messageCount: number;
}

const HEADER_KEY = 'CONVERSATION';
const MESSAGE_PREFIX = 'MESSAGE#';
const DAY_SECONDS = 24 * 60 * 60;

/**
 * Chat conversations in the `chat_conversations` table: one header item (`sk = CONVERSATION`) and one item per
 * message (`sk = MESSAGE#{iso time}#{n}`), all under the conversation id, each expiring after the retention period.
 */
export class ConversationStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly retentionDays: number,
  ) {}

  private expiresAt(now: Date): number {
    return Math.floor(now.getTime() / 1000) + this.retentionDays * DAY_SECONDS;
  }

  /** The conversation, only if it belongs to this session and e-mail; anybody else's id is treated as unknown. */
  async findOwned(conversationId: string, sessionId: string, userEmail: string): Promise<ConversationRecord | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.table, Key: { conversationId, sk: HEADER_KEY }, ConsistentRead: true }),
    );
    const record = Item as (ConversationRecord & { sk: string }) | undefined;
    if (!record || record.sessionId !== sessionId || record.userEmail !== userEmail) return undefined;
    return record;
  }

  async start(sessionId: string, userEmail: string, now: Date): Promise<ConversationRecord> {
    const record: ConversationRecord = {
      conversationId: randomUUID(),
      sessionId,
      userEmail,
      startedAt: now.toISOString(),
      updatedAt: now.toISOString(),
      messageCount: 0,
    };
    await this.client.send(
      new PutCommand({
        TableName: this.table,
        Item: { ...record, sk: HEADER_KEY, expiresAt: this.expiresAt(now) },
        ConditionExpression: 'attribute_not_exists(conversationId)',
      }),
    );
    return record;
  }

  /** The latest turns, oldest first. */
  async recentTurns(conversationId: string, limit: number): Promise<ChatTurn[]> {
    const { Items = [] } = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'conversationId = :id AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':id': conversationId, ':prefix': MESSAGE_PREFIX },
        ScanIndexForward: false,
        Limit: limit,
        ConsistentRead: true,
      }),
    );
    return Items.reverse().map((item) => ({ role: item.role as ChatTurn['role'], text: String(item.text) }));
  }

  /** All messages of a conversation, oldest first (for staff and tests); undefined for an unknown conversation. */
  async messages(conversationId: string): Promise<(ChatTurn & { createdAt: string })[] | undefined> {
    // The header and the messages in one query: the header says the conversation exists, even with no message yet.
    const items = await queryAll(this.client, {
      TableName: this.table,
      KeyConditionExpression: 'conversationId = :id',
      ExpressionAttributeValues: { ':id': conversationId },
      ConsistentRead: true,
    });
    if (!items.some((item) => item.sk === HEADER_KEY)) return undefined;
    return items
      .filter((item) => item.sk !== HEADER_KEY)
      .map((item) => ({ role: item.role as ChatTurn['role'], text: item.text as string, createdAt: item.createdAt as string }));
  }

  async append(conversationId: string, turn: ChatTurn, now: Date): Promise<void> {
    const createdAt = now.toISOString();
    const { Attributes } = await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { conversationId, sk: HEADER_KEY },
        UpdateExpression: 'ADD messageCount :one SET updatedAt = :now, expiresAt = :expiresAt',
        ConditionExpression: 'attribute_exists(conversationId)',
        ExpressionAttributeValues: { ':one': 1, ':now': createdAt, ':expiresAt': this.expiresAt(now) },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    // The running count keeps two messages written in the same millisecond in order.
    const sequence = String(Attributes?.messageCount ?? 0).padStart(6, '0');
    await this.client.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          conversationId,
          sk: `${MESSAGE_PREFIX}${createdAt}#${sequence}`,
          role: turn.role,
          text: turn.text,
          createdAt,
          expiresAt: this.expiresAt(now),
        },
      }),
    );
  }

  /**
   * The conversations of an address, oldest first, through `byEmail`: under the lower-cased address the visitor
   * typed and the one the booking limit counts (without a `+tag`).
   */
  async findByAddress(email: string): Promise<ConversationRecord[]> {
    const found: ConversationRecord[] = [];
    for (const userEmail of new Set([email.trim().toLowerCase(), normalizeEmail(email)])) {
      const items = await queryAll(this.client, {
        TableName: this.table,
        IndexName: 'byEmail',
        KeyConditionExpression: 'userEmail = :email',
        ExpressionAttributeValues: { ':email': userEmail },
      });
      found.push(...items.map((item) => withoutKeys<ConversationRecord>(item, ['sk', 'expiresAt'])));
    }
    return found.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  }

  /** Deletes a conversation's header and every message. */
  async deleteConversation(conversationId: string): Promise<void> {
    const items = await queryAll(this.client, {
      TableName: this.table,
      KeyConditionExpression: 'conversationId = :id',
      ExpressionAttributeValues: { ':id': conversationId },
      ProjectionExpression: 'conversationId, sk',
      ConsistentRead: true,
    });
    const keys = items.map((item) => ({ conversationId: item.conversationId, sk: item.sk }));
    for (let index = 0; index < keys.length; index += 25) {
      let pending = keys.slice(index, index + 25).map((Key) => ({ DeleteRequest: { Key } }));
      while (pending.length > 0) {
        const { UnprocessedItems } = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending } }));
        pending = (UnprocessedItems?.[this.table] ?? []) as typeof pending;
      }
    }
  }
}
