import { createHash, randomBytes } from 'node:crypto';
import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../bookings/booking-store';

export type StaffTokenKind = 'invite' | 'reset';

export interface StaffToken {
  kind: StaffTokenKind;
  userId: string;
  email: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `staff_tokens`: the links of invitation and password-reset e-mails. Only the token's SHA-256 is stored; a token is
 * used once (a conditional update marks it) and expires (checked here, removed later by TTL).
 */
export class StaffTokenStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** A new random token (43 URL-safe characters) for the user. */
  async issue(token: StaffToken, ttlSeconds: number, now = Date.now()): Promise<string> {
    const value = randomBytes(32).toString('base64url');
    await this.documents.send(
      new PutCommand({
        TableName: this.table,
        Item: { tokenHash: hash(value), ...token, createdAt: new Date(now).toISOString(), expiresAt: Math.floor(now / 1000) + ttlSeconds },
        ConditionExpression: 'attribute_not_exists(tokenHash)',
      }),
    );
    return value;
  }

  /** Marks the token used and returns it; undefined when unknown, of another kind, expired or already used. */
  async consume(value: string, kind: StaffTokenKind, now = Date.now()): Promise<StaffToken | undefined> {
    try {
      const { Attributes } = await this.documents.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { tokenHash: hash(value) },
          UpdateExpression: 'SET usedAt = :at',
          ConditionExpression: 'attribute_exists(tokenHash) AND #kind = :kind AND expiresAt > :now AND attribute_not_exists(usedAt)',
          ExpressionAttributeNames: { '#kind': 'kind' },
          ExpressionAttributeValues: { ':at': new Date(now).toISOString(), ':kind': kind, ':now': Math.floor(now / 1000) },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? { kind, userId: String(Attributes.userId), email: String(Attributes.email) } : undefined;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return undefined;
      throw error;
    }
  }

  /** Gives a consumed token back (the step after it failed for a reason the user can fix, e.g. a weak password). */
  async release(value: string): Promise<void> {
    await this.documents.send(new UpdateCommand({ TableName: this.table, Key: { tokenHash: hash(value) }, UpdateExpression: 'REMOVE usedAt' }));
  }
}
