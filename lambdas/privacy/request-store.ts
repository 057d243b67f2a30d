import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PrivacyRequestKind } from '../../shared/privacy/rules';
import { isConditionFailure } from '../lib/query-all';

/** A personal data request as stored (table `privacy_requests`, docs/privacy.md). */
export interface PrivacyRequestRecord {
  id: string;
  kind: PrivacyRequestKind;
  /** Removed once the address is erased; the hash stays. */
  email?: string;
  emailHash: string;
  receivedAt: string;
  deadline: string;
  linkExpiresAt: string;
  completedAt?: string;
  completedBy?: string;
}

const requestPk = (id: string) => `REQUEST#${id}`;
const tokenPk = (hash: string) => `TOKEN#${hash}`;
/** The one partition of `byReceived`: every request, newest first. */
const LIST = 'request';
/** Most requests the staff list shows. */
const LIST_LIMIT = 200;

/**
 * `privacy_requests`: one REQUEST item per request and one TOKEN item per e-mailed link (keyed by the SHA-256 of
 * the token, which only the e-mail carries). A link is used once: the first confirmation marks its TOKEN item used,
 * under the condition that nobody did before and that it has not expired.
 */
export class PrivacyRequestStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** The request and its link's token, together. `expiresAt` (epoch seconds) is when the record itself goes. */
  async create(request: PrivacyRequestRecord, token: { hash: string; expiresAt: number } | undefined, expiresAt: number): Promise<void> {
    await this.documents.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: this.table, Item: { pk: requestPk(request.id), list: LIST, ...request, expiresAt }, ConditionExpression: 'attribute_not_exists(pk)' } },
          ...(token
            ? [{ Put: { TableName: this.table, Item: { pk: tokenPk(token.hash), requestId: request.id, expiresAt: token.expiresAt }, ConditionExpression: 'attribute_not_exists(pk)' } }]
            : []),
        ],
      }),
    );
  }

  /** Marks the link used and returns its request; undefined when the link is unknown, used or expired. */
  async useToken(hash: string, now: Date): Promise<PrivacyRequestRecord | undefined> {
    try {
      const { Attributes } = await this.documents.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: tokenPk(hash) },
          UpdateExpression: 'SET usedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :nowSeconds',
          ExpressionAttributeValues: { ':now': now.toISOString(), ':nowSeconds': Math.floor(now.getTime() / 1000) },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return this.get(String(Attributes?.requestId));
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  /** Lets the link be used again: its request could not be carried out (a dependency failed), so nothing was done. */
  async releaseToken(hash: string): Promise<void> {
    await this.documents.send(new UpdateCommand({ TableName: this.table, Key: { pk: tokenPk(hash) }, UpdateExpression: 'REMOVE usedAt' }));
  }

  async get(id: string): Promise<PrivacyRequestRecord | undefined> {
    const { Item } = await this.documents.send(new GetCommand({ TableName: this.table, Key: { pk: requestPk(id) }, ConsistentRead: true }));
    return Item ? toRecord(Item) : undefined;
  }

  async complete(id: string, completedAt: string, completedBy: string): Promise<void> {
    await this.documents.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { pk: requestPk(id) },
        UpdateExpression: 'SET completedAt = :at, completedBy = :by',
        ExpressionAttributeValues: { ':at': completedAt, ':by': completedBy },
      }),
    );
  }

  /** Newest first. */
  async list(): Promise<PrivacyRequestRecord[]> {
    const { Items = [] } = await this.documents.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'byReceived',
        KeyConditionExpression: '#list = :list',
        ExpressionAttributeNames: { '#list': 'list' },
        ExpressionAttributeValues: { ':list': LIST },
        ScanIndexForward: false,
        Limit: LIST_LIMIT,
      }),
    );
    return Items.map(toRecord);
  }

  /** An erasure: every request of the address keeps only the address's hash. */
  async forgetAddress(emailHash: string): Promise<void> {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new QueryCommand({
          TableName: this.table,
          IndexName: 'byReceived',
          KeyConditionExpression: '#list = :list',
          FilterExpression: 'emailHash = :hash AND attribute_exists(email)',
          ExpressionAttributeNames: { '#list': 'list' },
          ExpressionAttributeValues: { ':list': LIST, ':hash': emailHash },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        await this.documents.send(new UpdateCommand({ TableName: this.table, Key: { pk: item.pk }, UpdateExpression: 'REMOVE email' }));
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }
}

function toRecord(item: Record<string, unknown>): PrivacyRequestRecord {
  const { pk: _pk, list: _list, expiresAt: _expiresAt, ...record } = item;
  return record as unknown as PrivacyRequestRecord;
}
