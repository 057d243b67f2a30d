import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dynamoStreamHandler } from './stream';

const record = (sequence: number): DynamoDBRecord => ({
  eventID: `event-${sequence}`,
  eventName: 'MODIFY',
  eventSource: 'aws:dynamodb',
  dynamodb: { Keys: { pk: { S: `DAY#${sequence}` } }, SequenceNumber: String(sequence).padStart(21, '0') },
});
const batch = (...sequences: number[]): DynamoDBStreamEvent => ({ Records: sequences.map(record) });
const id = (sequence: number) => ({ itemIdentifier: String(sequence).padStart(21, '0') });

beforeEach(() => {
  // The consumer logs each failure; keep the test output clean.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => vi.restoreAllMocks());

describe('a DynamoDB stream consumer', () => {
  it('handles records one at a time in stream order', async () => {
    const seen: string[] = [];
    const handler = dynamoStreamHandler(
      async (entry) => {
        seen.push(`start ${entry.eventID}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(`end ${entry.eventID}`);
      },
      { source: 'test stream' },
    );
    expect(await handler(batch(1, 2, 3))).toEqual({ batchItemFailures: [] });
    expect(seen).toEqual(['start event-1', 'end event-1', 'start event-2', 'end event-2', 'start event-3', 'end event-3']);
  });

  it('reports the first failed record and holds back the ones after it, so a retry keeps their order', async () => {
    const ran: number[] = [];
    const handler = dynamoStreamHandler(
      async (entry) => {
        const sequence = Number(entry.dynamodb!.SequenceNumber);
        ran.push(sequence);
        if (sequence === 2) throw new Error('SES is away');
      },
      { source: 'test stream' },
    );
    expect(await handler(batch(1, 2, 3, 4))).toEqual({ batchItemFailures: [id(2), id(3), id(4)] });
    expect(ran).toEqual([1, 2]);
  });

  it('answers a batch whose every record failed with partial failures instead of throwing', async () => {
    const handler = dynamoStreamHandler(async () => Promise.reject(new Error('down')), { source: 'test stream' });
    expect(await handler(batch(7, 8))).toEqual({ batchItemFailures: [id(7), id(8)] });
  });
});
