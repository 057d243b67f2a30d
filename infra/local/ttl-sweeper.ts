/**
 * DynamoDB's Time to Live, which DynamoDB Local lacks: items whose TTL attribute (epoch seconds) has passed are
 * deleted in the background, and their REMOVE stream records carry the identity AWS gives TTL deletions
 * (`userIdentity: {type: 'Service', principalId: 'dynamodb.amazonaws.com'}`), so the retention consumer sees them as
 * it would in AWS. AWS deletes within a few days of expiry; here a sweep runs every few seconds. Each deletion is
 * conditional on the item still being expired, so an item updated meanwhile stays.
 */
import { DeleteItemCommand, ScanCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { TableDefinition } from '../../shared/contracts/tables/types';

/** How long a deletion is remembered while its stream record is on its way to every consumer. */
const REMEMBER_MS = 10 * 60 * 1000;

export interface TtlSweeperOptions {
  dynamodb: DynamoDBClient;
  tables: readonly TableDefinition[];
  /** Between two sweeps; 2 s by default. */
  intervalMs?: number;
  log: (message: string) => void;
}

export class TtlSweeper {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  /** `table\nkey` → when the sweeper deleted it. */
  private readonly deleted = new Map<string, number>();

  constructor(private readonly options: TtlSweeperOptions) {}

  start(): void {
    const tick = () => {
      this.sweeping = this.sweep(new Date()).catch((error: unknown) => this.options.log(`TTL sweep failed: ${String(error)}`));
      void this.sweeping.then(() => {
        if (this.timer) this.timer = setTimeout(tick, this.options.intervalMs ?? 2000);
      });
    };
    this.timer = setTimeout(tick, this.options.intervalMs ?? 2000);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }

  /** Whether a REMOVE record of `table` with these keys (Lambda's record format) is one of the sweeper's deletions. */
  isTtlDeletion(table: string, keys: Record<string, unknown>): boolean {
    return this.deleted.has(entryKey(table, keys as Record<string, AttributeValue>));
  }

  /** Deletes every expired item of every table with a TTL attribute. */
  async sweep(now: Date): Promise<void> {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    for (const [key, at] of this.deleted) if (at < now.getTime() - REMEMBER_MS) this.deleted.delete(key);
    for (const table of this.options.tables) {
      if (!table.ttlAttribute) continue;
      const keyNames = [table.partitionKey.name, ...(table.sortKey ? [table.sortKey.name] : [])];
      let start: Record<string, AttributeValue> | undefined;
      do {
        const page = await this.options.dynamodb.send(
          new ScanCommand({
            TableName: table.name,
            FilterExpression: '#ttl < :now',
            ExpressionAttributeNames: { '#ttl': table.ttlAttribute },
            ExpressionAttributeValues: { ':now': { N: String(nowSeconds) } },
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) {
          const key = Object.fromEntries(keyNames.map((name) => [name, item[name]]));
          // Marked before the delete: its stream record may reach a consumer before the call returns.
          this.deleted.set(entryKey(table.name, key), now.getTime());
          try {
            await this.options.dynamodb.send(
              new DeleteItemCommand({
                TableName: table.name,
                Key: key,
                ConditionExpression: '#ttl < :now',
                ExpressionAttributeNames: { '#ttl': table.ttlAttribute },
                ExpressionAttributeValues: { ':now': { N: String(nowSeconds) } },
              }),
            );
          } catch (error) {
            this.deleted.delete(entryKey(table.name, key));
            if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
          }
        }
        start = page.LastEvaluatedKey;
      } while (start);
    }
  }
}

function entryKey(table: string, keys: Record<string, AttributeValue>): string {
  const plain = unmarshall(keys);
  return `${table}\n${JSON.stringify(Object.keys(plain).sort().map((name) => [name, plain[name]]))}`;
}
