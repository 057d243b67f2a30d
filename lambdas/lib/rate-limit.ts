import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './aws';
import { once } from './memo';

export interface RateLimitRule {
  /** What is counted, e.g. `chat:session:abc`. */
  key: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * A sliding-window counter in the `rate_limits` table (pk `key`, TTL `expiresAt`): one counter per fixed window, and
 * a request counts against the current window's count plus the previous window's, weighted by the share of the
 * previous window still inside the last `windowSeconds`. A plain fixed window would let a burst at the end of one
 * window and another at the start of the next through together: twice the limit within seconds. Rounding the
 * carried count up errs on refusing. Each request is one atomic UpdateItem (ADD 1 on the current window's item,
 * conditional on its count staying under what the previous window leaves), so concurrent requests can never
 * overshoot. Items expire by TTL once they can no longer be the previous window.
 */
export class RateLimitStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async take(rule: RateLimitRule, now: Date): Promise<RateLimitDecision> {
    const nowSeconds = now.getTime() / 1000;
    const windowStart = Math.floor(nowSeconds / rule.windowSeconds) * rule.windowSeconds;
    const windowEnd = windowStart + rule.windowSeconds;
    const retryAfterSeconds = Math.max(1, Math.ceil(windowEnd - nowSeconds));
    const previousShare = (windowEnd - nowSeconds) / rule.windowSeconds;
    const carried = Math.ceil((await this.count(`${rule.key}#${windowStart - rule.windowSeconds}`)) * previousShare);
    const allowedHere = rule.limit - carried;
    if (allowedHere <= 0) return { allowed: false, retryAfterSeconds };
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { key: `${rule.key}#${windowStart}` },
          UpdateExpression: 'ADD #count :one SET #expiresAt = if_not_exists(#expiresAt, :expiresAt)',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :allowed',
          ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
          ExpressionAttributeValues: { ':one': 1, ':allowed': allowedHere, ':expiresAt': windowEnd + rule.windowSeconds + 60 },
        }),
      );
      return { allowed: true, retryAfterSeconds };
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException || (error as Error)?.name === 'ConditionalCheckFailedException') {
        return { allowed: false, retryAfterSeconds };
      }
      throw error;
    }
  }

  private async count(key: string): Promise<number> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { key }, ConsistentRead: true }));
    return typeof Item?.count === 'number' ? Item.count : 0;
  }

  /** Takes one request from every rule; refused as soon as one of them is exhausted. */
  async takeAll(rules: readonly RateLimitRule[], now: Date): Promise<RateLimitDecision> {
    for (const rule of rules) {
      const decision = await this.take(rule, now);
      if (!decision.allowed) return decision;
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

/** The rate-limit counters with this container's client and table name, built once, on first use. */
export const rateLimits = once(() => new RateLimitStore(dynamo(), tableName('rate_limits')));
