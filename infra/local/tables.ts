/** Creates the tables of the shared definitions in the emulator, as the CDK data stack does in AWS. */
import { CreateTableCommand, DynamoDBClient, ListTablesCommand, type AttributeDefinition } from '@aws-sdk/client-dynamodb';
import type { TableDefinition } from '../../shared/contracts/tables/types';

export async function ensureTables(client: DynamoDBClient, definitions: readonly TableDefinition[]): Promise<string[]> {
  const existing = new Set<string>();
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    page.TableNames?.forEach((name) => existing.add(name));
    start = page.LastEvaluatedTableName;
  } while (start);
  const created: string[] = [];
  for (const definition of definitions) {
    if (existing.has(definition.name)) continue;
    await client.send(new CreateTableCommand(createTableInput(definition)));
    created.push(definition.name);
  }
  return created;
}

function createTableInput(definition: TableDefinition) {
  const attributes = new Map<string, AttributeDefinition>();
  const remember = (key?: { name: string; type: 'S' | 'N' }) => {
    if (key) attributes.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  };
  remember(definition.partitionKey);
  remember(definition.sortKey);
  definition.globalIndexes?.forEach((index) => {
    remember(index.partitionKey);
    remember(index.sortKey);
  });
  return {
    TableName: definition.name,
    BillingMode: 'PAY_PER_REQUEST' as const,
    ...(definition.stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: definition.stream } } : {}),
    AttributeDefinitions: [...attributes.values()],
    KeySchema: [
      { AttributeName: definition.partitionKey.name, KeyType: 'HASH' as const },
      ...(definition.sortKey ? [{ AttributeName: definition.sortKey.name, KeyType: 'RANGE' as const }] : []),
    ],
    GlobalSecondaryIndexes: definition.globalIndexes?.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
        ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' as const }] : []),
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
