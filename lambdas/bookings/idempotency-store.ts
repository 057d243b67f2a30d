import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../lib/query-all';
import type { NamedWrite } from '../lib/transaction';

/** How long a key is remembered (DynamoDB TTL removes it afterwards). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export interface StoredResponse {
  status: number;
  body: unknown;
}

export type IdempotencyBegin =
  /** First use of the key, or a retry of the same request: carry on with this booking id. */
  | { state: 'proceed'; bookingId: string }
  /** A retry of a request that already has its answer. */
  | { state: 'done'; bookingId: string; response: StoredResponse }
  /** The key was used with a different body. */
  | { state: 'mismatch' };

/**
 * `idempotency_keys`: `{key, requestHash, bookingId, createdAt, expiresAt, response?}`. The first request with a
 * key stores the hash of its (normalised) body and the booking id it chose, with `attribute_not_exists`; a retry
 * with the same body reuses that booking id, so every attempt converges on the same booking.
 */
export class IdempotencyStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async begin(key: string, requestHash: string, proposedBookingId: string, now: number): Promise<IdempotencyBegin> {
    try {
      await this.documents.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            key,
            requestHash,
            bookingId: proposedBookingId,
            createdAt: new Date(now).toISOString(),
            expiresAt: Math.floor(now / 1000) + IDEMPOTENCY_TTL_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(#key)',
          ExpressionAttributeNames: { '#key': 'key' },
        }),
      );
      return { state: 'proceed', bookingId: proposedBookingId };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const { Item } = await this.documents.send(new GetCommand({ TableName: this.table, Key: { key }, ConsistentRead: true }));
    if (!Item) return this.begin(key, requestHash, proposedBookingId, now);
    if (Item.requestHash !== requestHash) return { state: 'mismatch' };
    const bookingId = String(Item.bookingId);
    return Item.response ? { state: 'done', bookingId, response: Item.response as StoredResponse } : { state: 'proceed', bookingId };
  }

  /** Remembers the final answer for later retries (a refusal, stored after the fact). */
  async complete(key: string, requestHash: string, response: StoredResponse): Promise<void> {
    try {
      await this.documents.send(new UpdateCommand(this.completeWrite(key, requestHash, response).item.Update!));
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /** The answer of the key, written in the same transaction as the booking it answers (the first answer wins). */
  completeWrite(key: string, requestHash: string, response: StoredResponse): NamedWrite<'idempotency'> {
    return {
      name: 'idempotency',
      item: {
        Update: {
          TableName: this.table,
          Key: { key },
          UpdateExpression: 'SET #response = :response',
          ConditionExpression: 'requestHash = :hash AND attribute_not_exists(#response)',
          ExpressionAttributeNames: { '#response': 'response' },
          ExpressionAttributeValues: { ':response': response, ':hash': requestHash },
        },
      },
    };
  }
}
