import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { KeyDefinition, TableDefinition } from '../../../shared/contracts/tables/types';

export interface DatabaseProps {
  /** The shared table definitions (`shared/contracts/tables`). */
  definitions: readonly TableDefinition[];
  /** Production: deletion protection on and tables retained when the stack is deleted. */
  retainData: boolean;
  /**
   * Tables restored to a point in time under a new name, by logical name: every function, grant and stream mapping
   * uses the copy, while the stack's own table stays (retained) for inspection.
   */
  restoredTables?: Record<string, { tableName: string; streamArn?: string }>;
}

/** The stable per-table facts other stacks need (ARNs, stream ARN, index names). */
export interface TableInfo {
  name: string;
  /** The table the functions use: the stack's own, or a restored copy named in the configuration. */
  table: dynamodb.ITable;
  /** The table this stack created and manages (retained beside a restored copy). */
  ownTable: dynamodb.Table;
  /** Whether `table` is a restored copy outside the stack. */
  restored: boolean;
  indexNames: string[];
}

const attribute = (key: KeyDefinition): dynamodb.Attribute => ({
  name: key.name,
  type: key.type === 'N' ? dynamodb.AttributeType.NUMBER : dynamodb.AttributeType.STRING,
});

/** Construct id of a table: `bookings` → `BookingsTable`. Stable, so physical tables survive refactors. */
export const tableConstructId = (name: string) =>
  `${name
    .split(/[_-]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')}Table`;

/**
 * Every DynamoDB table of the shared definitions: on-demand, encrypted, point-in-time recovery, TTL and streams as
 * defined, deletion protection and retain policy in production. New definitions appear here automatically.
 */
export class Database extends Construct {
  readonly tables: Record<string, TableInfo> = {};

  constructor(scope: Construct, id: string, props: DatabaseProps) {
    super(scope, id);
    for (const definition of props.definitions) {
      const table = new dynamodb.Table(this, tableConstructId(definition.name), {
        partitionKey: attribute(definition.partitionKey),
        sortKey: definition.sortKey ? attribute(definition.sortKey) : undefined,
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        encryption: dynamodb.TableEncryption.AWS_MANAGED,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: props.retainData,
        removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        timeToLiveAttribute: definition.ttlAttribute,
        stream: definition.stream ? dynamodb.StreamViewType[definition.stream] : undefined,
      });
      for (const index of definition.globalIndexes ?? []) {
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: attribute(index.partitionKey),
          sortKey: index.sortKey ? attribute(index.sortKey) : undefined,
          projectionType: dynamodb.ProjectionType.ALL,
        });
      }
      const restored = props.restoredTables?.[definition.name];
      this.tables[definition.name] = {
        name: definition.name,
        table: restored
          ? dynamodb.Table.fromTableAttributes(this, `Restored${tableConstructId(definition.name)}`, {
              tableName: restored.tableName,
              tableStreamArn: restored.streamArn,
            })
          : table,
        ownTable: table,
        restored: Boolean(restored),
        indexNames: (definition.globalIndexes ?? []).map((index) => index.name),
      };
    }
  }
}
