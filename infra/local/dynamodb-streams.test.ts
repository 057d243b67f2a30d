import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TableDefinition } from '../tables/types';
import { DynamoDbStreamProxy, type DynamoDbFault, type StreamConsumerBinding } from './dynamodb-streams';
import { startEmulator, stopEmulator, type RunningEmulator } from './emulators';
import { ensureTables } from './tables';

const tables: TableDefinition[] = [
  { name: 'streamed', partitionKey: { name: 'pk', type: 'S' }, stream: 'NEW_AND_OLD_IMAGES' },
  { name: 'plain', partitionKey: { name: 'pk', type: 'S' } },
];

describe('DynamoDB Streams emulation', () => {
  let dataDir: string;
  let dynalite: RunningEmulator;
  let proxy: DynamoDbStreamProxy;
  let received: DynamoDBStreamEvent['Records'];
  let failuresToInject: number;

  const consumer: StreamConsumerBinding = {
    table: 'streamed',
    handlerName: 'consumer',
    batchSize: 10,
    maxRetries: 3,
    invoke: async (event) => {
      if (failuresToInject > 0) {
        failuresToInject--;
        throw new Error('injected failure');
      }
      received.push(...event.Records);
    },
  };

  async function startProxy(): Promise<DynamoDBDocumentClient> {
    proxy = new DynamoDbStreamProxy({ dynaliteUrl: dynalite.url, journalDir: join(dataDir, 'streams'), tables, consumers: [consumer], log: () => undefined });
    await proxy.start();
    const client = new DynamoDBClient({ endpoint: proxy.url, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    return DynamoDBDocumentClient.from(client);
  }

  let documents: DynamoDBDocumentClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'streams-test-'));
    dynalite = await startEmulator('dynamodb', 0, join(dataDir, 'dynamodb'));
    documents = await startProxy();
    await ensureTables(new DynamoDBClient({ endpoint: proxy.url, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }), tables);
  }, 30_000);

  afterAll(async () => {
    await proxy.stop();
    await stopEmulator(dynalite);
    rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    received = [];
    failuresToInject = 0;
  });

  it('turns inserts, modifications and deletions into ordered records with old and new images', async () => {
    await documents.send(new PutCommand({ TableName: 'streamed', Item: { pk: 'a', count: 1 } }));
    await documents.send(new UpdateCommand({ TableName: 'streamed', Key: { pk: 'a' }, UpdateExpression: 'ADD #c :one', ExpressionAttributeNames: { '#c': 'count' }, ExpressionAttributeValues: { ':one': 1 } }));
    await documents.send(new DeleteCommand({ TableName: 'streamed', Key: { pk: 'a' } }));
    await proxy.idle();
    expect(received.map((record) => record.eventName)).toEqual(['INSERT', 'MODIFY', 'REMOVE']);
    expect(received[1].dynamodb?.OldImage?.count).toEqual({ N: '1' });
    expect(received[1].dynamodb?.NewImage?.count).toEqual({ N: '2' });
    expect(received[2].dynamodb?.Keys).toEqual({ pk: { S: 'a' } });
  });

  it('answers each write as the caller asked, while recording the images it changed', async () => {
    const plainUpdate = await documents.send(new UpdateCommand({ TableName: 'streamed', Key: { pk: 'asked' }, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': 1 } }));
    expect(plainUpdate.Attributes).toBeUndefined();
    const askedUpdate = await documents.send(
      new UpdateCommand({ TableName: 'streamed', Key: { pk: 'asked' }, UpdateExpression: 'SET w = :w', ExpressionAttributeValues: { ':w': 2 }, ReturnValues: 'UPDATED_NEW' }),
    );
    expect(askedUpdate.Attributes).toEqual({ w: 2 });
    await documents.send(new UpdateCommand({ TableName: 'streamed', Key: { pk: 'asked' }, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': 3 } }));
    await proxy.idle();
    expect(received.map((record) => [record.dynamodb?.OldImage ?? null, record.dynamodb?.NewImage])).toEqual([
      [null, { pk: { S: 'asked' }, v: { N: '1' } }],
      [{ pk: { S: 'asked' }, v: { N: '1' } }, { pk: { S: 'asked' }, v: { N: '1' }, w: { N: '2' } }],
      [{ pk: { S: 'asked' }, v: { N: '1' }, w: { N: '2' } }, { pk: { S: 'asked' }, v: { N: '3' }, w: { N: '2' } }],
    ]);
  });

  it('emits nothing for a conditional write that fails or for tables without a stream', async () => {
    await documents.send(new PutCommand({ TableName: 'streamed', Item: { pk: 'b' } }));
    await expect(
      documents.send(new PutCommand({ TableName: 'streamed', Item: { pk: 'b', other: true }, ConditionExpression: 'attribute_not_exists(pk)' })),
    ).rejects.toThrow();
    await documents.send(new PutCommand({ TableName: 'plain', Item: { pk: 'c' } }));
    await proxy.idle();
    expect(received.map((record) => `${record.eventName}:${record.dynamodb?.Keys?.pk.S}`)).toEqual(['INSERT:b']);
  });

  it('retries a failing consumer until it succeeds', async () => {
    failuresToInject = 2;
    await documents.send(new PutCommand({ TableName: 'streamed', Item: { pk: 'retry' } }));
    await proxy.idle();
    expect(received.map((record) => record.dynamodb?.Keys?.pk.S)).toEqual(['retry']);
  });

  it('fails as many matching requests as a fault names, with its error, until it is spent or cleared', async () => {
    const once = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: proxy.url, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 }),
    );
    const put = (table: string, pk: string) => once.send(new PutCommand({ TableName: table, Item: { pk } })).then(() => 'ok', (error: Error) => error.name);

    proxy.injectFault({ operation: 'PutItem', table: 'streamed', count: 2, error: 'ProvisionedThroughputExceededException' });
    expect([await put('plain', 'other-table'), await put('streamed', 'f1'), await put('streamed', 'f2'), await put('streamed', 'f3')]).toEqual([
      'ok',
      'ProvisionedThroughputExceededException',
      'ProvisionedThroughputExceededException',
      'ok',
    ]);

    proxy.injectFault({ operation: 'PutItem', count: 100, error: 'InternalServerError' });
    expect(await put('plain', 'f4')).toBe('InternalServerError');
    proxy.clearFaults();
    expect(await put('plain', 'f5')).toBe('ok');

    expect(() => proxy.injectFault({ operation: 'PutItem', count: 0, error: 'ThrottlingException' })).toThrow(RangeError);
    expect(() => proxy.injectFault({ operation: 'PutItem', count: 1, error: 'constructor' as DynamoDbFault['error'] })).toThrow(RangeError);
    expect(await put('plain', 'f6')).toBe('ok');
  });

  it('keeps every record of concurrent writes to one item', async () => {
    await documents.send(new PutCommand({ TableName: 'streamed', Item: { pk: 'hot', n: 0 } }));
    await Promise.all(
      Array.from({ length: 20 }, () =>
        documents.send(new UpdateCommand({ TableName: 'streamed', Key: { pk: 'hot' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } })),
      ),
    );
    await proxy.idle();
    const values = received.filter((record) => record.eventName === 'MODIFY').map((record) => Number(record.dynamodb?.NewImage?.n.N));
    expect(values).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('starts again over a journal whose records were all delivered, and streams the writes after it', async () => {
    await documents.send(new PutCommand({ TableName: 'streamed', Item: { pk: 'before-restart' } }));
    await proxy.idle();
    await proxy.stop();
    documents = await startProxy();
    await proxy.idle();
    await documents.send(new PutCommand({ TableName: 'streamed', Item: { pk: 'after-restart' } }));
    await proxy.idle();
    expect(received.map((record) => `${record.eventName}:${record.dynamodb?.Keys?.pk.S}`)).toEqual(['INSERT:before-restart', 'INSERT:after-restart']);
  });

  it('after a crash between a write and its record, produces the record on the next start', async () => {
    await proxy.stop();
    // The journal holds an intent whose write reached the table, as if the runtime died right after it.
    appendFileSync(join(dataDir, 'streams', 'journal.jsonl'), JSON.stringify({ type: 'intent', seq: 10_000, table: 'streamed', keys: { pk: { S: 'crash' } }, old: null }) + '\n');
    const direct = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: dynalite.url, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
    await direct.send(new PutCommand({ TableName: 'streamed', Item: { pk: 'crash', booked: true } }));
    documents = await startProxy();
    await proxy.idle();
    expect(received.map((record) => `${record.eventName}:${record.dynamodb?.Keys?.pk.S}`)).toEqual(['INSERT:crash']);
  });
});
