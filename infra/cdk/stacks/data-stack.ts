import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { TableDefinition } from '../../../shared/contracts/tables/types';
import type { AppConfig } from '../config';
import { Database, tableConstructId } from '../constructs/database';
import { Messaging } from '../constructs/messaging';
import { lookupHostedZone } from './hosted-zone';

export interface DataStackProps extends StackProps {
  config: AppConfig;
  tableDefinitions: readonly TableDefinition[];
}

/** Stateful resources: the DynamoDB tables, the SES identity and configuration set, the application secrets. */
export class DataStack extends Stack {
  readonly database: Database;
  readonly messaging: Messaging;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.database = new Database(this, 'Database', {
      definitions: props.tableDefinitions,
      retainData: config.retainData,
    });
    this.messaging = new Messaging(this, 'Messaging', {
      senderEmail: config.senderEmail,
      hostedZone: lookupHostedZone(this, config),
      googleServiceAccountSecretArn: config.googleServiceAccountSecretArn,
      retainData: config.retainData,
    });
    for (const [name, info] of Object.entries(this.database.tables)) {
      new CfnOutput(this, tableConstructId(name).replace(/Table$/, 'TableName'), {
        description: `Physical name of the ${name} table`,
        value: info.table.tableName,
      });
    }
    new CfnOutput(this, 'BookingTokenSecretArn', { value: this.messaging.bookingTokenSecret.secretArn });
  }
}
