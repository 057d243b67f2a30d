import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../lib/query-all';

/** How long a worker owns a delivery it is sending before another may take it over (it died). */
export const DELIVERY_LEASE_MS = 30_000;
const RETENTION_SECONDS = 90 * 24 * 3600;

export type DeliveryState = 'sending' | 'sent' | 'failed';

export type ClaimResult = 'claimed' | 'already-sent' | 'in-progress';

/**
 * `notification_deliveries`: one item per booking, kind and recipient (`b-…#email#ada@example.com`). A worker
 * claims it (`sending`, with a lease) before sending and marks it `sent` or `failed` after, so an at-least-once
 * stream delivers each e-mail once, and a failed one is sent again by the next attempt.
 */
export class DeliveryStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  static id(bookingId: string, kind: string, recipient: string): string {
    return `${bookingId}#${kind}#${recipient.toLowerCase()}`;
  }

  async claim(id: string, bookingId: string, now: number): Promise<ClaimResult> {
    try {
      await this.documents.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id },
          UpdateExpression: 'SET #state = :sending, leaseUntil = :lease, bookingId = :booking, expiresAt = :expires ADD attempts :one',
          ConditionExpression: 'attribute_not_exists(id) OR #state = :failed OR (#state = :sending AND leaseUntil < :now)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':sending': 'sending',
            ':failed': 'failed',
            ':lease': now + DELIVERY_LEASE_MS,
            ':now': now,
            ':booking': bookingId,
            ':expires': Math.floor(now / 1000) + RETENTION_SECONDS,
            ':one': 1,
          },
        }),
      );
      return 'claimed';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const state = await this.state(id);
    return state === 'sent' ? 'already-sent' : 'in-progress';
  }

  async markSent(id: string, now: number, messageId?: string): Promise<void> {
    await this.documents.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id },
        UpdateExpression: 'SET #state = :sent, sentAt = :at' + (messageId ? ', messageId = :message' : ''),
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sent': 'sent', ':at': new Date(now).toISOString(), ...(messageId ? { ':message': messageId } : {}) },
      }),
    );
  }

  async markFailed(id: string, now: number, message: string): Promise<void> {
    await this.documents.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id },
        UpdateExpression: 'SET #state = :failed, failedAt = :at, lastError = :error',
        ConditionExpression: '#state = :sending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':failed': 'failed', ':sending': 'sending', ':at': new Date(now).toISOString(), ':error': message.slice(0, 1000) },
      }),
    ).catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  }

  async state(id: string): Promise<DeliveryState | undefined> {
    const { Item } = await this.documents.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    return Item?.state as DeliveryState | undefined;
  }
}
