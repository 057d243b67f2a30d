/**
 * Table definitions are data, read by the CDK data stack (to create DynamoDB tables) and by the local runtime
 * (to create the same tables in the emulator). Handlers learn a table's physical name from the environment
 * variable `tableEnvVar(name)`; locally the physical name is the logical one.
 */
export type KeyType = 'S' | 'N';

export interface KeyDefinition {
  name: string;
  type: KeyType;
}

export interface GlobalIndexDefinition {
  name: string;
  partitionKey: KeyDefinition;
  sortKey?: KeyDefinition;
}

export interface TableDefinition {
  name: string;
  partitionKey: KeyDefinition;
  sortKey?: KeyDefinition;
  globalIndexes?: GlobalIndexDefinition[];
  /** Attribute holding an epoch-seconds expiry. */
  ttlAttribute?: string;
  /** Consumers of the table's stream are declared in the route table's `streamConsumers`. */
  stream?: 'NEW_AND_OLD_IMAGES' | 'NEW_IMAGE';
}

export function tableEnvVar(name: string): string {
  return `TABLE_${name.toUpperCase()}`;
}
