import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableDefinition } from '../../shared/contracts/tables/types';
import { freePort, startEmulator, stopEmulator, type RunningEmulator } from './emulators';
import { StreamEventSourceMappings, type MappedConsumer } from './stream-mapping';
import { ensureTables } from './tables';
import { TtlSweeper } from './ttl-sweeper';

/*
 * The local event source mapping against Amazon's DynamoDB Local and its real Streams API: each test writes to a
 * table of its own and reads what a consumer received.
 */

let dataDir: string;
let dynamodb: RunningEmulator;
let raw: DynamoDBClient;
let documents: DynamoDBDocumentClient;
let streams: DynamoDBStreamsClient;
let tableCount = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stream-mapping-'));
  dynamodb = await startEmulator('dynamodb', await freePort(), join(dataDir, 'dynamodb'));
  const config = { endpoint: dynamodb.url, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
  raw = new DynamoDBClient(config);
  documents = DynamoDBDocumentClient.from(raw);
  streams = new DynamoDBStreamsClient(config);
}, 120_000);

afterAll(async () => {
  await stopEmulator(dynamodb);
  rmSync(dataDir, { recursive: true, force: true });
});

async function newTable(): Promise<string> {
  const table: TableDefinition = { name: `streamed_${++tableCount}`, partitionKey: { name: 'pk', type: 'S' }, stream: 'NEW_AND_OLD_IMAGES' };
  await ensureTables(raw, [table]);
  return table.name;
}

async function write(table: string, keys: string[]): Promise<void> {
  for (const pk of keys) await documents.send(new PutCommand({ TableName: table, Item: { pk } }));
}

const keysOf = (event: DynamoDBStreamEvent) => event.Records.map((record) => record.dynamodb!.Keys!.pk.S!);

function mapping(table: string, stateDir: string, invoke: MappedConsumer['invoke'], options: Partial<MappedConsumer> = {}) {
  return new StreamEventSourceMappings({
    dynamodb: raw,
    streams,
    stateDir,
    consumers: [{ table, name: 'consumer', batchSize: 4, maxRetries: 2, invoke, ...options }],
    log: () => undefined,
    pollIntervalMs: 20,
    retryBaseMs: 5,
  });
}

const keys = (count: number, prefix = 'k') => Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(2, '0')}`);

// Each test waits on DynamoDB Local (a JVM) through its stream: a busy 2-core machine needs more than 5 s.
describe('the local DynamoDB Streams event source mapping', { timeout: 30_000 }, () => {
  it('delivers every change in order, in batches of at most batchSize, as Lambda event records', async () => {
    const table = await newTable();
    const batches: DynamoDBStreamEvent[] = [];
    const mappings = mapping(table, join(dataDir, `${table}-state`), async (event) => void batches.push(event));
    await write(table, keys(10));
    await mappings.start();
    await mappings.idle();
    await mappings.stop();
    expect(batches.flatMap(keysOf)).toEqual(keys(10));
    expect(Math.max(...batches.map((batch) => batch.Records.length))).toBeLessThanOrEqual(4);
    const [first] = batches[0].Records;
    expect(first).toMatchObject({ eventName: 'INSERT', eventSource: 'aws:dynamodb', dynamodb: { NewImage: { pk: { S: 'k00' } }, StreamViewType: 'NEW_AND_OLD_IMAGES' } });
    expect(first.eventSourceARN).toContain(`table/${table}/stream/`);
    expect(typeof first.dynamodb!.ApproximateCreationDateTime).toBe('number');
  });

  it('deletes expired items as TTL does, and gives their REMOVE records the identity AWS gives TTL deletions', async () => {
    const table: TableDefinition = { name: `streamed_${++tableCount}`, partitionKey: { name: 'pk', type: 'S' }, stream: 'NEW_AND_OLD_IMAGES', ttlAttribute: 'expiresAt' };
    await ensureTables(raw, [table]);
    const now = Math.floor(Date.now() / 1000);
    await documents.send(new PutCommand({ TableName: table.name, Item: { pk: 'expired', expiresAt: now - 60 } }));
    await documents.send(new PutCommand({ TableName: table.name, Item: { pk: 'fresh', expiresAt: now + 3600 } }));
    await documents.send(new PutCommand({ TableName: table.name, Item: { pk: 'deleted-by-caller' } }));
    await documents.send(new DeleteCommand({ TableName: table.name, Key: { pk: 'deleted-by-caller' } }));
    const sweeper = new TtlSweeper({ dynamodb: raw, tables: [table], log: () => undefined });
    await sweeper.sweep(new Date());

    const removals: { key: string; identity: unknown }[] = [];
    const mappings = new StreamEventSourceMappings({
      dynamodb: raw,
      streams,
      stateDir: join(dataDir, `${table.name}-state`),
      consumers: [
        {
          table: table.name,
          name: 'consumer',
          batchSize: 10,
          maxRetries: 0,
          invoke: async (event) => {
            for (const record of event.Records) if (record.eventName === 'REMOVE') removals.push({ key: record.dynamodb!.Keys!.pk.S!, identity: record.userIdentity });
          },
        },
      ],
      isTtlDeletion: (name, keys) => sweeper.isTtlDeletion(name, keys),
      log: () => undefined,
      pollIntervalMs: 20,
    });
    mappings.start();
    await mappings.idle();
    await mappings.stop();
    expect(removals).toEqual([
      { key: 'deleted-by-caller', identity: undefined },
      { key: 'expired', identity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' } },
    ]);
    const { Item } = await documents.send(new GetCommand({ TableName: table.name, Key: { pk: 'fresh' } }));
    expect(Item).toBeDefined();
  });

  it('delivers an emptied map as Lambda does ({"M": {}}), and an empty list as a list', async () => {
    const table = await newTable();
    const images: unknown[] = [];
    const mappings = mapping(table, join(dataDir, `${table}-state`), async (event) => void images.push(...event.Records.map((record) => record.dynamodb!.NewImage)));
    await documents.send(new PutCommand({ TableName: table, Item: { pk: 'maps', entries: {}, nested: { inner: {} }, list: [] } }));
    await mappings.start();
    await mappings.idle();
    await mappings.stop();
    expect(images).toEqual([{ pk: { S: 'maps' }, entries: { M: {} }, nested: { M: { inner: { M: {} } } }, list: { L: [] } }]);
  });

  it('retries a batch from its first reported failure and never re-delivers the records before it', async () => {
    const table = await newTable();
    const delivered: string[] = [];
    let failOnce = true;
    const mappings = mapping(table, join(dataDir, `${table}-state`), async (event): Promise<DynamoDBBatchResponse> => {
      const failing = failOnce ? event.Records.find((record) => record.dynamodb!.Keys!.pk.S === 'k02') : undefined;
      const handled = failing ? event.Records.slice(0, event.Records.indexOf(failing)) : event.Records;
      delivered.push(...handled.map((record) => record.dynamodb!.Keys!.pk.S!));
      if (failing) failOnce = false;
      return { batchItemFailures: failing ? [{ itemIdentifier: failing.dynamodb!.SequenceNumber! }] : [] };
    });
    await write(table, keys(6));
    await mappings.start();
    await mappings.idle();
    await mappings.stop();
    expect(delivered).toEqual(keys(6));
  });

  it('bisects a failing batch, sends the record that keeps failing to the on-failure destination and goes on', async () => {
    const table = await newTable();
    const stateDir = join(dataDir, `${table}-state`);
    const delivered: string[] = [];
    const mappings = mapping(table, stateDir, async (event) => {
      if (keysOf(event).includes('k05')) throw new Error('poison record');
      delivered.push(...keysOf(event));
    });
    await write(table, keys(8));
    await mappings.start();
    await mappings.idle();
    await mappings.stop();
    expect(delivered).toEqual(keys(8).filter((key) => key !== 'k05'));
    const deadLetters = readFileSync(join(stateDir, 'dead-letter.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0].records.map((record: { dynamodb: { Keys: { pk: { S: string } } } }) => record.dynamodb.Keys.pk.S)).toEqual(['k05']);
    expect(deadLetters[0].reason).toContain('poison record');
  });

  it('resumes after a restart from its saved checkpoint: nothing delivered twice, nothing skipped', async () => {
    const table = await newTable();
    const stateDir = join(dataDir, `${table}-state`);
    const delivered: string[] = [];
    const consumer = async (event: DynamoDBStreamEvent) => void delivered.push(...keysOf(event));
    const first = mapping(table, stateDir, consumer);
    await write(table, keys(5, 'a'));
    await first.start();
    await first.idle();
    await first.stop();
    expect(existsSync(join(stateDir, 'checkpoints.json'))).toBe(true);

    await write(table, keys(5, 'b'));
    const second = mapping(table, stateDir, consumer);
    await second.start();
    await second.idle();
    await second.stop();
    expect(delivered).toEqual([...keys(5, 'a'), ...keys(5, 'b')]);
  });
  it('starts a new LATEST mapping at the stream\'s end: only changes after its first start are delivered, also across a restart', async () => {
    const table = await newTable();
    const stateDir = join(dataDir, `${table}-state`);
    const delivered: string[] = [];
    const consumer = async (event: DynamoDBStreamEvent) => void delivered.push(...keysOf(event));
    await write(table, keys(5, 'before'));
    const first = mapping(table, stateDir, consumer, { startingPosition: 'LATEST' });
    await first.start();
    await first.idle();
    await first.stop();
    expect(delivered).toEqual([]);

    // Written while no mapping runs: the position saved at creation, not the stream's end at the restart, decides.
    await write(table, keys(3, 'after'));
    const second = mapping(table, stateDir, consumer, { startingPosition: 'LATEST' });
    await second.start();
    await second.idle();
    await write(table, keys(2, 'later'));
    await second.idle();
    await second.stop();
    expect(delivered).toEqual([...keys(3, 'after'), ...keys(2, 'later')]);
  });
});
