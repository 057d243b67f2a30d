import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

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
 * A fixed-window counter in the `rate_limits` table (pk `key`, TTL `expiresAt`). Each request is one atomic
 * UpdateItem: ADD 1 on the window's item, conditional on the count still being under the limit, so concurrent
 * requests can never overshoot. Items expire by TTL shortly after their window.
 */
export class RateLimitStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async take(rule: RateLimitRule, now: Date): Promise<RateLimitDecision> {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
    const windowEnd = windowStart + rule.windowSeconds;
    const retryAfterSeconds = Math.max(1, windowEnd - nowSeconds);
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { key: `${rule.key}#${windowStart}` },
          UpdateExpression: 'ADD #count :one SET #expiresAt = if_not_exists(#expiresAt, :expiresAt)',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt' },
          ExpressionAttributeValues: { ':one': 1, ':limit': rule.limit, ':expiresAt': windowEnd + 60 },
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

  /** Takes one request from every rule; refused as soon as one of them is exhausted. */
  async takeAll(rules: readonly RateLimitRule[], now: Date): Promise<RateLimitDecision> {
    for (const rule of rules) {
      const decision = await this.take(rule, now);
      if (!decision.allowed) return decision;
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }
}
