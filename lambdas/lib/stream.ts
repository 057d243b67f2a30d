import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beginInvocation, logger } from './logger';

export interface DynamoStreamOptions {
  /** The event source, for the log context, e.g. `bookings stream`. */
  source: string;
}

/** A record left unprocessed because an earlier record of its batch failed: it is retried after that one. */
export class HeldBehindFailedRecord extends Error {
  override readonly name = 'HeldBehindFailedRecord';
}

/**
 * Wraps the handler of one DynamoDB stream record as a stream consumer (Powertools batch processing): records run
 * one at a time in stream order, and once one fails the rest of the batch is not attempted, so their order holds
 * when the event source mapping retries from the first failure (partial batch response, `ReportBatchItemFailures`).
 * A batch whose every record failed is answered the same way rather than thrown, so a failing downstream service
 * shows in the consumer's own metrics and retries, not as function errors. Every log line carries the Lambda context.
 */
export function dynamoStreamHandler(
  handleRecord: (record: DynamoDBRecord) => Promise<void>,
  options: DynamoStreamOptions,
): (event: DynamoDBStreamEvent, context?: Context) => Promise<DynamoDBBatchResponse> {
  return async (event, context) => {
    beginInvocation(context, { route: options.source });
    let failed = false;
    const inOrder = async (record: DynamoDBRecord) => {
      if (failed) throw new HeldBehindFailedRecord();
      try {
        await handleRecord(record);
      } catch (error) {
        failed = true;
        logger.error('stream record failed; it will be retried', {
          sequence_number: record.dynamodb?.SequenceNumber,
          error,
        });
        throw error;
      }
    };
    // A processor per batch: locally one process may run several batches at once.
    const processor = new BatchProcessor(EventType.DynamoDBStreams);
    return processPartialResponse(event, inOrder, processor, { context, processInParallel: false, throwOnFullBatchFailure: false });
  };
}

/** A stream record's item before and after its change, as plain objects; absent where the change has none. */
export function streamImages(record: DynamoDBRecord): { before?: Record<string, unknown>; after?: Record<string, unknown> } {
  const image = (value: unknown) => (value ? unmarshall(value as Record<string, AttributeValue>) : undefined);
  return { before: image(record.dynamodb?.OldImage), after: image(record.dynamodb?.NewImage) };
}

/** Whether a REMOVE record is DynamoDB's TTL deleting an expired item (not a caller's DeleteItem). */
export function isTtlRemoval(record: DynamoDBRecord): boolean {
  return record.eventName === 'REMOVE' && record.userIdentity?.type === 'Service' && record.userIdentity?.principalId === 'dynamodb.amazonaws.com';
}
