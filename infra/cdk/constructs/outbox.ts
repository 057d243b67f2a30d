import { Duration, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { CONFIGURATION_SET_TAG, SES_EVENT_DETAIL_TYPES, SES_EVENT_SOURCE } from '../../../shared/contracts/email-events';
import { DEFAULT_STREAM_BATCH_SIZE, DEFAULT_STREAM_RETRIES, handlerId, type EmailEventConsumer, type StreamConsumer } from '../../../shared/contracts/routes/types';
import type { TableInfo } from './database';
import type { HandlerCatalog } from './handler-catalog';

export interface OutboxProps {
  tables: Record<string, TableInfo>;
  /** Where a consumer's dead-letter queue and event rule are created (beside its function); this construct by default. */
  placement?: (handler: string) => Construct;
}

/**
 * The outbox: each stream consumer of the route table reads its table's DynamoDB stream with retries, bisect on
 * error, partial batch responses and a maximum record age; records that still fail land in the consumer's own
 * encrypted SQS dead-letter queue (each alarmed on in the monitoring stack) with the stream position to replay them.
 * The e-mail event consumers get SES's bounces and complaints through an EventBridge rule, with the same kind of
 * queue for events that failed every retry.
 */
export class Outbox extends Construct {
  /** Dead-letter queue of each consumer, by handler id (`NotificationsProcessBookingStream`). */
  readonly deadLetterQueues = new Map<string, sqs.Queue>();

  constructor(scope: Construct, id: string, private readonly props: OutboxProps) {
    super(scope, id);
  }

  addConsumers(consumers: readonly StreamConsumer[], catalog: HandlerCatalog): void {
    for (const consumer of consumers) {
      const deadLetterQueue = this.deadLetterQueueOf(consumer.handler);
      const info = this.props.tables[consumer.table];
      if (!info) throw new Error(`Stream consumer ${consumer.handler}: unknown table "${consumer.table}"`);
      if (!info.table.tableStreamArn) {
        throw new Error(`Stream consumer ${consumer.handler}: table "${consumer.table}" has no stream in shared/contracts/tables`);
      }
      // The alias reads the stream, so a rollback moves the consumer too. A mapping that is ever recreated starts from
      // the oldest record still in the stream, never from the newest: the consumers are idempotent, so records read
      // twice do no harm, while skipped ones would be lost e-mails or pages.
      catalog.get(consumer.handler).live.addEventSource(
        new DynamoEventSource(info.table, {
          startingPosition: lambda.StartingPosition.TRIM_HORIZON,
          batchSize: consumer.batchSize ?? DEFAULT_STREAM_BATCH_SIZE,
          retryAttempts: consumer.maxRetries ?? DEFAULT_STREAM_RETRIES,
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          maxRecordAge: Duration.hours(6),
          onFailure: new SqsDlq(deadLetterQueue),
        }),
      );
    }
  }

  /**
   * Each consumer gets the bounce and complaint events of this deployment's configuration set from the default bus
   * (the configuration set's event destination), retried for a day, then kept in its dead-letter queue.
   */
  addEmailEventConsumers(consumers: readonly EmailEventConsumer[], catalog: HandlerCatalog, configurationSetName: string): void {
    for (const consumer of consumers) {
      const id = handlerId(consumer.handler);
      // Beside its function (in the function's own nested stack): the invoke permission the target adds lives with the
      // function and names the rule, so a rule in the parent stack would make the two stacks wait on each other.
      new events.Rule(this.props.placement?.(consumer.handler) ?? this, `${id}Rule`, {
        description: 'SES bounces and complaints of the configuration set, recorded in the suppression list',
        eventPattern: {
          source: [SES_EVENT_SOURCE],
          detailType: Object.values(SES_EVENT_DETAIL_TYPES),
          detail: { mail: { tags: { [CONFIGURATION_SET_TAG]: [configurationSetName] } } },
        },
        targets: [
          new targets.LambdaFunction(catalog.get(consumer.handler).live, {
            deadLetterQueue: this.deadLetterQueueOf(consumer.handler),
            retryAttempts: 185,
            maxEventAge: Duration.hours(24),
          }),
        ],
      });
    }
  }

  private deadLetterQueueOf(handler: string): sqs.Queue {
    const id = handlerId(handler);
    let queue = this.deadLetterQueues.get(id);
    if (!queue) {
      queue = new sqs.Queue(this.props.placement?.(handler) ?? this, `${id}DeadLetterQueue`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      Validations.of(queue).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason:
          'This queue is itself the dead-letter destination (on-failure destination) of a stream or event consumer; it has ' +
          'no consumer and an alarm on its depth.',
      });
      this.deadLetterQueues.set(id, queue);
    }
    return queue;
  }
}
