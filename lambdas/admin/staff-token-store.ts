import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../lib/query-all';

export type StaffTokenKind = 'invite' | 'reset';

export interface StaffToken {
  kind: StaffTokenKind;
  userId: string;
  email: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The item naming a user's latest token of a kind (a key no SHA-256 in hex can equal). */
const latestKey = (kind: StaffTokenKind, userId: string) => `latest#${kind}#${userId}`;

/**
 * `staff_tokens`: the links of invitation and password-reset e-mails. Only the token's SHA-256 is stored; a token is
 * used once (a conditional update marks it), expires (checked here, removed later by TTL), and only the user's
 * latest of its kind is valid: a second invitation or reset e-mail makes the link of the first one useless.
 */
export class StaffTokenStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** A new random token (43 URL-safe characters) for the user. */
  async issue(token: StaffToken, ttlSeconds: number, now = Date.now()): Promise<string> {
    const value = randomBytes(32).toString('base64url');
    const expiresAt = Math.floor(now / 1000) + ttlSeconds;
    await this.documents.send(
      new PutCommand({
        TableName: this.table,
        Item: { tokenHash: hash(value), ...token, createdAt: new Date(now).toISOString(), expiresAt },
        ConditionExpression: 'attribute_not_exists(tokenHash)',
      }),
    );
    await this.documents.send(
      new PutCommand({ TableName: this.table, Item: { tokenHash: latestKey(token.kind, token.userId), latest: hash(value), expiresAt } }),
    );
    return value;
  }

  /** Marks the token used and returns it; undefined when unknown, of another kind, expired, used or superseded. */
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
      if (!Attributes) return undefined;
      const token: StaffToken = { kind, userId: String(Attributes.userId), email: String(Attributes.email) };
      return (await this.isLatest(value, token)) ? token : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  /** A token issued before the latest-token items existed has none, and stays valid until it expires. */
  private async isLatest(value: string, token: StaffToken): Promise<boolean> {
    const { Item } = await this.documents.send(
      new GetCommand({ TableName: this.table, Key: { tokenHash: latestKey(token.kind, token.userId) }, ConsistentRead: true }),
    );
    return !Item || Item.latest === hash(value);
  }

  /**
   * Makes the user's outstanding link of a kind useless (a withdrawn invitation): the latest-token item then names
   * no token, so no link of that kind passes `consume` until a new one is issued.
   */
  async revoke(kind: StaffTokenKind, userId: string, now = Date.now()): Promise<void> {
    await this.documents.send(
      new PutCommand({ TableName: this.table, Item: { tokenHash: latestKey(kind, userId), latest: 'revoked', expiresAt: Math.floor(now / 1000) + 30 * 86_400 } }),
    );
  }

  /** Gives a consumed token back (the step after it failed for a reason the user can fix, e.g. a weak password). */
  async release(value: string): Promise<void> {
    await this.documents.send(new UpdateCommand({ TableName: this.table, Key: { tokenHash: hash(value) }, UpdateExpression: 'REMOVE usedAt' }));
  }
}
