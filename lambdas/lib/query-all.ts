import { QueryCommand, ScanCommand, type DynamoDBDocumentClient, type QueryCommandInput, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';

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

/** Removes the store's own key attributes from an item before it leaves the store. */
export function withoutKeys<T>(item: Record<string, unknown>, keys: readonly string[]): T {
  const copy = { ...item };
  for (const key of keys) delete copy[key];
  return copy as T;
}

export function isConditionFailure(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'ConditionalCheckFailedException';
}
