import { Duration, Validations } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DEFAULT_STREAM_BATCH_SIZE, DEFAULT_STREAM_RETRIES, handlerId, type StreamConsumer } from '../../../shared/contracts/routes/types';
import type { TableInfo } from './database';
import type { HandlerCatalog } from './handler-catalog';

export interface OutboxProps {
  tables: Record<string, TableInfo>;
  /** Where a consumer's dead-letter queue is created (beside its function); this construct by default. */
  placement?: (handler: string) => Construct;
}

/**
 * The outbox: each stream consumer of the route table reads its table's DynamoDB stream with retries, bisect on
 * error, partial batch responses and a maximum record age; records that still fail land in the consumer's own
 * encrypted SQS dead-letter queue (each alarmed on in the monitoring stack) with the stream position to replay them.
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
          'This queue is itself the dead-letter destination (on-failure destination) of a stream consumer; it has ' +
          'no consumer and an alarm on its depth.',
      });
      this.deadLetterQueues.set(id, queue);
    }
    return queue;
  }
}
