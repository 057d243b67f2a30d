import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as events from 'aws-cdk-lib/aws-events';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { TableDefinition } from '../../../shared/contracts/tables/types';
import type { AppConfig } from '../config';
import { Database, tableConstructId } from '../constructs/database';
import { Messaging } from '../constructs/messaging';
import { Alerting } from '../constructs/monitoring';
import { mediaBucketExport, mediaBucketName } from '../constructs/media-bucket';
import { lookupHostedZone } from './hosted-zone';

export interface DataStackProps extends StackProps {
  config: AppConfig;
  tableDefinitions: readonly TableDefinition[];
}

/** Days a daily backup of the tables is kept. */
export const BACKUP_RETENTION_DAYS = 35;

/**
 * Stateful resources: the DynamoDB tables and their daily backups, the SES identity and configuration set, the
 * application secrets, the operator's alarm topic, and the deployment id.
 */
export class DataStack extends Stack {
  readonly database: Database;
  readonly messaging: Messaging;
  readonly alerting: Alerting;
  /**
   * Unique to this stack's creation (part of its CloudFormation stack id): what names a retained resource must
   * include so that a retry or a redeploy after `cdk destroy` never asks for a name an earlier one kept.
   */
  readonly deploymentId: string;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.database = new Database(this, 'Database', {
      definitions: props.tableDefinitions,
      retainData: config.retainData,
      restoredTables: config.restoredTables,
    });
    this.messaging = new Messaging(this, 'Messaging', {
      senderEmail: config.senderEmail,
      hostedZone: lookupHostedZone(this, config),
      googleServiceAccountSecretArn: config.googleServiceAccountSecretArn,
      retainData: config.retainData,
    });
    this.alerting = new Alerting(this, 'Alerting', { alarmEmail: config.alarmEmail });

    const uniquePart = Fn.select(4, Fn.split('-', Fn.select(2, Fn.split('/', this.stackId))));
    this.deploymentId = new ssm.StringParameter(this, 'DeploymentId', {
      description: `Unique part of the names of ${config.appName}'s retained resources`,
      stringValue: uniquePart,
    }).stringValue;

    // Point-in-time recovery covers the last 35 days to the second; the daily backups are kept apart from the
    // tables (a deleted table loses its point-in-time history, not its backups).
    const vault = new backup.BackupVault(this, 'BackupVault', {
      backupVaultName: `${config.appName}-tables-${uniquePart}`,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    });
    const plan = new backup.BackupPlan(this, 'Backups', {
      backupVault: vault,
      backupPlanRules: [
        new backup.BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: events.Schedule.cron({ hour: '3', minute: '0' }),
          deleteAfter: Duration.days(BACKUP_RETENTION_DAYS),
        }),
      ],
    });
    // A restored copy holds the live data, so it is backed up too; the stack's own table keeps its backups while retained.
    const selection = plan.addSelection('Tables', {
      resources: Object.values(this.database.tables).flatMap((info) =>
        [info.ownTable, ...(info.restored ? [info.table] : [])].map((table) => backup.BackupResource.fromDynamoDbTable(table)),
      ),
    });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason: "AWS Backup's own service-role policy is the documented permission set of the role it assumes to take backups; no application code uses the role.",
    });

    for (const info of Object.values(this.database.tables).filter((table) => table.restored)) {
      // The other stacks imported the stack's own table until now; its exports stay, so this stack's update does not
      // stop on an export still in use before those stacks move to the restored copy (and pointing back needs them).
      const own = info.ownTable;
      for (const value of [own.tableName, own.tableArn, ...(own.tableStreamArn ? [own.tableStreamArn] : [])]) this.exportValue(value);
    }
    for (const [name, info] of Object.entries(this.database.tables)) {
      new CfnOutput(this, tableConstructId(name).replace(/Table$/, 'TableName'), {
        description: info.restored ? `Physical name of the restored ${name} table the functions use` : `Physical name of the ${name} table`,
        value: info.table.tableName,
      });
    }
    new CfnOutput(this, 'MediaBucketName', {
      description: 'The media bucket the web stack creates and the API stack presigns uploads into',
      value: mediaBucketName(config, this.deploymentId),
      exportName: mediaBucketExport(config),
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alerting.topic.topicArn });
    new CfnOutput(this, 'BookingTokenSecretArn', { value: this.messaging.bookingTokenSecret.secretArn });
  }
}
