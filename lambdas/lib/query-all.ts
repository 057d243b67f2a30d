import {
  BatchGetCommand,
  QueryCommand,
  ScanCommand,
  type BatchGetCommandOutput,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';

/*
 * Reading many items at once, as every store does: paging queries and scans to their end, consistent batch reads.
 */

/** Runs a query to the end (or until `limit` items), following LastEvaluatedKey. */
export async function queryAll(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
  limit = Number.POSITIVE_INFINITY,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < limit);
  return items.slice(0, limit);
}

/**
 * Reads a whole table, consistently: it sees every write made before it. Only staff lists and the publisher use it
 * (the studio shows every draft and published item; the publisher renders from the latest content), and a content
 * table holds hundreds of rows, not millions. Public paths never scan.
 */
export async function scanAll(client: DynamoDBDocumentClient, input: ScanCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: ScanCommandInput['ExclusiveStartKey'];
  do {
    const page = await client.send(new ScanCommand({ ...input, ExclusiveStartKey: startKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

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

/** Removes the store's own key attributes from an item before it leaves the store. */
export function withoutKeys<T>(item: Record<string, unknown>, keys: readonly string[]): T {
  const copy = { ...item };
  for (const key of keys) delete copy[key];
  return copy as T;
}

export function isConditionFailure(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'ConditionalCheckFailedException';
}
