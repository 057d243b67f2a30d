import { DeleteCommand, PutCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { MAX_REALTIME_CONNECTIONS_PER_CLIENT, stillOpen, type OpenConnections } from '../../shared/realtime/connection-limit';

const clientKey = (client: string) => `client#${client}`;

/*
 * The `ws_connections` table holds two kinds of items:
 *  - one per open `/realtime` connection: `{connectionId, connectedAt, client, expiresAt}`;
 *  - one per client holding connections: `{connectionId: 'client#203.0.113.9', open: {connectionId: connectedAt}}`,
 *    which the per-client limit counts: a connection joins it by a write conditional on its size, before the
 *    connection's own item is written, and leaves it on $disconnect; entries older than a connection can live are
 *    pruned on the next upgrade.
 * Items expire after a day in case a $disconnect never arrives.
 */
export class ConnectionStore {
  static readonly TTL_SECONDS = 24 * 60 * 60;

  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Records the connection when the client holds fewer than `limit` open ones; false (nothing recorded) otherwise. */
  async add(connectionId: string, connectedAt: number, client: string, limit = MAX_REALTIME_CONNECTIONS_PER_CLIENT): Promise<boolean> {
    const expiresAt = Math.floor(connectedAt / 1000) + ConnectionStore.TTL_SECONDS;
    const key = { connectionId: clientKey(client) };
    const { Attributes } = await this.documents.send(
      new UpdateCommand({
        TableName: this.table,
        Key: key,
        UpdateExpression: 'SET #open = if_not_exists(#open, :empty), #expiresAt = :expiresAt',
        ExpressionAttributeNames: { '#open': 'open', '#expiresAt': 'expiresAt' },
        ExpressionAttributeValues: { ':empty': {}, ':expiresAt': expiresAt },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const open = (Attributes?.open ?? {}) as OpenConnections;
    const live = stillOpen(open, connectedAt);
    const stale = Object.keys(open).filter((id) => !(id in live));
    if (stale.length > 0) {
      await this.documents.send(
        new UpdateCommand({
          TableName: this.table,
          Key: key,
          UpdateExpression: `REMOVE ${stale.map((_, index) => `#open.#stale${index}`).join(', ')}`,
          ExpressionAttributeNames: { '#open': 'open', ...Object.fromEntries(stale.map((id, index) => [`#stale${index}`, id])) },
        }),
      );
    }
    try {
      // One conditional write on the client's item: DynamoDB applies them one at a time, so concurrent upgrades
      // of one client never pass the limit, and none of them has to retry.
      await this.documents.send(
        new UpdateCommand({
          TableName: this.table,
          Key: key,
          UpdateExpression: 'SET #open.#id = :connectedAt',
          ConditionExpression: 'size(#open) < :limit',
          ExpressionAttributeNames: { '#open': 'open', '#id': connectionId },
          ExpressionAttributeValues: { ':connectedAt': connectedAt, ':limit': limit },
        }),
      );
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
    await this.documents.send(new PutCommand({ TableName: this.table, Item: { connectionId, connectedAt, client, expiresAt } }));
    return true;
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
          UpdateExpression: 'REMOVE #open.#id',
          ConditionExpression: 'attribute_exists(#open)',
          ExpressionAttributeNames: { '#open': 'open', '#id': connectionId },
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
