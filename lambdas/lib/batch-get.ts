import { BatchGetCommand, type BatchGetCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Key = Record<string, unknown>;

/**
 * Strongly consistent BatchGetItem over several tables, in chunks of 100 keys, retrying unprocessed keys with
 * jittered backoff. Returns the items found per table.
 */
export async function batchGetConsistent(documents: DynamoDBDocumentClient, keysByTable: Record<string, Key[]>): Promise<Map<string, Record<string, unknown>[]>> {
  const found = new Map<string, Record<string, unknown>[]>(Object.keys(keysByTable).map((table) => [table, []]));
  const all = Object.entries(keysByTable).flatMap(([table, keys]) => keys.map((key) => ({ table, key })));
  for (let index = 0; index < all.length; index += 100) {
    let pending: Record<string, { Keys: Key[]; ConsistentRead: true }> | undefined = group(all.slice(index, index + 100));
    for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt += 1) {
      if (attempt > 8) throw new Error('DynamoDB kept keys unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 20 * 2 ** attempt)));
      const response: BatchGetCommandOutput = await documents.send(new BatchGetCommand({ RequestItems: pending }));
      for (const [table, items] of Object.entries(response.Responses ?? {})) found.get(table)?.push(...items);
      pending = response.UnprocessedKeys as typeof pending;
    }
  }
  return found;
}

function group(entries: { table: string; key: Key }[]): Record<string, { Keys: Key[]; ConsistentRead: true }> {
  const request: Record<string, { Keys: Key[]; ConsistentRead: true }> = {};
  for (const { table, key } of entries) (request[table] ??= { Keys: [], ConsistentRead: true }).Keys.push(key);
  return request;
}
