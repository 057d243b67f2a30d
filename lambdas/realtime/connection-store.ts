import { DeleteCommand, GetCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mayConnect, stillOpen, type OpenConnections } from '../../shared/realtime/connection-limit';
import { RETRY, transact, withTransactionRetries } from '../lib/transaction';

/** Attempts of one $connect while other connections of the same client change its item. */
const CONNECT_ATTEMPTS = 30;

const clientKey = (client: string) => `client#${client}`;

/*
 * The `ws_connections` table holds two kinds of items:
 *  - one per open `/realtime` connection: `{connectionId, connectedAt, client, expiresAt}`;
 *  - one per client holding connections: `{connectionId: 'client#203.0.113.9', open: {connectionId: connectedAt},
 *    version}`, which the per-client limit counts. A connection joins it in the same transaction that records the
 *    connection, under the version read, so concurrent upgrades of one client never pass the limit.
 * Items expire after a day in case a $disconnect never arrives.
 */
export class ConnectionStore {
  static readonly TTL_SECONDS = 24 * 60 * 60;

  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Records the connection when the client holds fewer than `limit` open ones; false (nothing written) otherwise. */
  async add(connectionId: string, connectedAt: number, client: string, limit?: number): Promise<boolean> {
    const expiresAt = Math.floor(connectedAt / 1000) + ConnectionStore.TTL_SECONDS;
    return withTransactionRetries({ attempts: CONNECT_ATTEMPTS }, async () => {
      const { Item } = await this.documents.send(new GetCommand({ TableName: this.table, Key: { connectionId: clientKey(client) }, ConsistentRead: true }));
      const version = Number(Item?.version ?? 0);
      const open = (Item?.open ?? {}) as OpenConnections;
      if (!mayConnect(open, connectedAt, limit)) return false;
      const outcome = await transact(this.documents, [
        {
          name: 'client',
          item: {
            Put: {
              TableName: this.table,
              Item: { connectionId: clientKey(client), open: { ...stillOpen(open, connectedAt), [connectionId]: connectedAt }, version: version + 1, expiresAt },
              ...(version === 0
                ? { ConditionExpression: 'attribute_not_exists(connectionId)' }
                : { ConditionExpression: '#version = :read', ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':read': version } }),
            },
          },
        },
        { name: 'connection', item: { Put: { TableName: this.table, Item: { connectionId, connectedAt, client, expiresAt } } } },
      ]);
      return outcome.committed ? true : RETRY;
    });
  }

  /** Forgets the connection, and frees its place in its client's limit. */
  async remove(connectionId: string): Promise<void> {
    const { Attributes } = await this.documents.send(new DeleteCommand({ TableName: this.table, Key: { connectionId }, ReturnValues: 'ALL_OLD' }));
    if (typeof Attributes?.client !== 'string') return;
    try {
      await this.documents.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { connectionId: clientKey(Attributes.client) },
          UpdateExpression: 'REMOVE #open.#id SET #version = #version + :one',
          ConditionExpression: 'attribute_exists(#version)',
          ExpressionAttributeNames: { '#open': 'open', '#id': connectionId, '#version': 'version' },
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
    } catch (error) {
      // The client item expired meanwhile: there is no place left to free.
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  }

  /** The ids of every open connection, a page at a time (the clients' items are left out). */
  async *all(): AsyncGenerator<string[]> {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new ScanCommand({
          TableName: this.table,
          ProjectionExpression: 'connectionId',
          FilterExpression: 'attribute_exists(connectedAt)',
          ExclusiveStartKey: start,
        }),
      );
      yield (page.Items ?? []).map((item) => String(item.connectionId));
      start = page.LastEvaluatedKey;
    } while (start);
  }
}
