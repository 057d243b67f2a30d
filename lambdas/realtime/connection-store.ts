import { DeleteCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Open WebSocket connections of `/realtime`. Items expire after a day in case a $disconnect never arrives. */
export class ConnectionStore {
  static readonly TTL_SECONDS = 24 * 60 * 60;

  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async add(connectionId: string, connectedAt: number): Promise<void> {
    await this.documents.send(
      new PutCommand({
        TableName: this.table,
        Item: { connectionId, connectedAt, expiresAt: Math.floor(connectedAt / 1000) + ConnectionStore.TTL_SECONDS },
      }),
    );
  }

  async remove(connectionId: string): Promise<void> {
    await this.documents.send(new DeleteCommand({ TableName: this.table, Key: { connectionId } }));
  }

  async *all(): AsyncGenerator<string[]> {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new ScanCommand({ TableName: this.table, ProjectionExpression: 'connectionId', ExclusiveStartKey: start }),
      );
      yield (page.Items ?? []).map((item) => String(item.connectionId));
      start = page.LastEvaluatedKey;
    } while (start);
  }
}
