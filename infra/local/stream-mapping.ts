/**
 * The local Lambda event source mapping for DynamoDB Streams. It reads the real Streams API of DynamoDB Local
 * and invokes a stream consumer the way Lambda's mapping does in AWS:
 *
 * - records of a shard arrive in order, in batches of up to `batchSize`; a shard's children wait for it to end;
 * - a batch whose handler throws is retried with exponential backoff, split in two halves while it has more than
 *   one record (bisect on error), up to `maxRetries` retries;
 * - a handler answering `batchItemFailures` has the batch retried from its first failed record (an identifier
 *   that names no record of the batch fails the whole batch, as in AWS);
 * - a batch that still fails after the last retry goes to the on-failure destination (`dead-letter.jsonl` in the
 *   state folder, where AWS sends it to the consumer's SQS queue) and the mapping moves past it;
 * - a new mapping starts at `startingPosition`: TRIM_HORIZON reads each shard from its oldest record; LATEST (what
 *   CDK creates) from the stream's end when the mapping first starts, so changes made before it are not delivered;
 * - the position in each shard (its checkpoint) is saved after every batch that finished, and survives a restart
 *   or a SIGKILL. Records handled but not yet checkpointed are delivered again: at least once, as in AWS, so every
 *   consumer must be idempotent.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync, appendFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  type GetRecordsCommandOutput,
  GetShardIteratorCommand,
  type DynamoDBStreamsClient,
  type _Record as StreamRecord,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

export interface MappedConsumer {
  /** Table whose stream feeds the consumer. */
  table: string;
  /** The handler's path: names the mapping in checkpoints, logs and the dead-letter file. */
  name: string;
  batchSize: number;
  maxRetries: number;
  /** Where the mapping starts when it has no checkpoints yet (TRIM_HORIZON unless given). */
  startingPosition?: 'LATEST' | 'TRIM_HORIZON';
  invoke(event: DynamoDBStreamEvent): Promise<unknown>;
}

export interface StreamMappingOptions {
  dynamodb: DynamoDBClient;
  streams: DynamoDBStreamsClient;
  /** Folder of the checkpoints and the dead-letter file. */
  stateDir: string;
  consumers: readonly MappedConsumer[];
  log: (message: string) => void;
  /** How often an idle shard is polled: 250 ms, as Lambda polls a DynamoDB stream shard about four times a second. */
  pollIntervalMs?: number;
  /** First retry delay; each further retry waits twice as long, up to 10 s. */
  retryBaseMs?: number;
  /** Whether a REMOVE record is a TTL deletion (ttl-sweeper.ts): it then carries the identity AWS gives those. */
  isTtlDeletion?: (table: string, keys: Record<string, unknown>) => boolean;
}

interface ShardCheckpoint {
  /** Sequence number of the last record handled (delivered or dead-lettered). */
  sequence?: string;
  /** The shard is closed and every record of it was handled. */
  done?: boolean;
}

type Checkpoints = Record<string, { streamArn: string; shards: Record<string, ShardCheckpoint> }>;

const MAX_RETRY_DELAY_MS = 10_000;
/**
 * How long a stream's shard list is reused while its shards stay open. Lambda's pollers read records four times a
 * second but look for new shards far less often; describing every stream on every poll kept DynamoDB Local's one
 * SQLite thread busy between bookings. A shard that ends, or a stream without an open shard, is listed again at once.
 */
const SHARD_LIST_REUSE_MS = 10_000;

export class StreamEventSourceMappings {
  private readonly checkpointFile: string;
  private readonly deadLetterFile: string;
  private readonly checkpoints: Checkpoints;
  private readonly pollIntervalMs: number;
  private readonly retryBaseMs: number;
  private running = false;
  private loops: Promise<void>[] = [];
  private wake: (() => void)[] = [];
  /** Per consumer: poll cycles begun, and the last cycle that found no record anywhere. */
  private readonly cycles = new Map<string, { begun: number; lastEmpty: number }>();

  constructor(private readonly options: StreamMappingOptions) {
    mkdirSync(options.stateDir, { recursive: true });
    this.checkpointFile = join(options.stateDir, 'checkpoints.json');
    this.deadLetterFile = join(options.stateDir, 'dead-letter.jsonl');
    this.checkpoints = existsSync(this.checkpointFile) ? (JSON.parse(readFileSync(this.checkpointFile, 'utf8')) as Checkpoints) : {};
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.retryBaseMs = options.retryBaseMs ?? 200;
  }

  /**
   * Creates the mappings that have no checkpoints yet (a LATEST one takes its position at the streams' ends now, as
   * a mapping created before the first request), then starts polling. Await it before serving requests: a change
   * made while a LATEST mapping is being created could land on either side of its position.
   */
  async start(): Promise<void> {
    this.running = true;
    for (const consumer of this.options.consumers) {
      if (consumer.startingPosition !== 'LATEST') continue;
      const streamArn = await this.streamArn(consumer.table);
      if (this.checkpoints[consumer.name]?.streamArn === streamArn) continue;
      await this.positionAtEnd(streamArn, await this.listShards(streamArn), this.stateOf(consumer, streamArn));
      this.saveCheckpoints();
    }
    this.loops = this.options.consumers.map((consumer) => this.run(consumer));
  }

  /** Stops polling; a batch being handled is finished first (its checkpoint saved). */
  async stop(): Promise<void> {
    this.running = false;
    for (const wake of this.wake.splice(0)) wake();
    await Promise.all(this.loops);
  }

  /** Resolves once every consumer has completed a poll, begun after this call, that found no record to handle. */
  async idle(): Promise<void> {
    const marks = new Map([...this.cycles].map(([name, cycle]) => [name, cycle.begun]));
    for (const wake of this.wake.splice(0)) wake();
    while (this.running) {
      const settled = this.options.consumers.every((consumer) => (this.cycles.get(consumer.name)?.lastEmpty ?? -1) > (marks.get(consumer.name) ?? 0));
      if (settled) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private async run(consumer: MappedConsumer): Promise<void> {
    const cycle = { begun: 0, lastEmpty: -1 };
    this.cycles.set(consumer.name, cycle);
    const iterators = new Map<string, string>();
    while (this.running) {
      cycle.begun += 1;
      const thisCycle = cycle.begun;
      let handled = 0;
      try {
        handled = await this.pollOnce(consumer, iterators);
      } catch (error) {
        iterators.clear();
        this.options.log(`stream mapping ${consumer.name}: ${String(error)}; polling again`);
        handled = -1;
      }
      if (handled === 0) cycle.lastEmpty = thisCycle;
      if (handled === 0 && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollIntervalMs);
          this.wake.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    }
  }

  private withTtlIdentity(table: string, record: DynamoDBRecord): DynamoDBRecord {
    const keys = record.dynamodb?.Keys;
    if (record.eventName !== 'REMOVE' || !keys || !this.options.isTtlDeletion?.(table, keys)) return record;
    return { ...record, userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' } };
  }

  /** One pass over the stream's shards; returns how many records it handled. */
  private async pollOnce(consumer: MappedConsumer, iterators: Map<string, string>): Promise<number> {
    const streamArn = await this.streamArn(consumer.table);
    const state = this.stateOf(consumer, streamArn);
    const shards = await this.shardsOf(streamArn, state);
    const listed = new Set(shards.map((shard) => shard.ShardId!));
    let handled = 0;
    for (const shard of shards) {
      const id = shard.ShardId!;
      const checkpoint = (state.shards[id] ??= {});
      if (checkpoint.done) continue;
      // A child shard starts once its parent (if DynamoDB still lists it) has been read to its end.
      if (shard.ParentShardId && listed.has(shard.ParentShardId) && !state.shards[shard.ParentShardId]?.done) continue;
      while (this.running) {
        let iterator = iterators.get(id) ?? (await this.iterator(streamArn, id, checkpoint));
        let page;
        try {
          page = await this.options.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: consumer.batchSize }));
        } catch (error) {
          // An iterator that expired (15 minutes) or points at records DynamoDB has trimmed: take a fresh one.
          if ((error as Error).name !== 'ExpiredIteratorException' && (error as Error).name !== 'TrimmedDataAccessException') throw error;
          iterator = await this.iterator(streamArn, id, checkpoint);
          page = await this.options.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: consumer.batchSize }));
        }
        const records = page.Records ?? [];
        if (records.length > 0) {
          await this.deliver(consumer, streamArn, records.map((record) => this.withTtlIdentity(consumer.table, toLambdaRecord(record, streamArn))));
          checkpoint.sequence = records[records.length - 1].dynamodb!.SequenceNumber;
          handled += records.length;
        }
        if (!page.NextShardIterator) {
          checkpoint.done = true;
          iterators.delete(id);
          this.shardLists.delete(streamArn);
        } else iterators.set(id, page.NextShardIterator);
        if (records.length > 0 || checkpoint.done) this.saveCheckpoints();
        if (records.length === 0 || checkpoint.done) break;
      }
    }
    return handled;
  }

  /** Hands a batch to the consumer until it is handled or dead-lettered. */
  private async deliver(consumer: MappedConsumer, streamArn: string, records: DynamoDBRecord[], attempt = 0): Promise<void> {
    let failedFrom: number;
    let failure: string;
    try {
      const response = (await consumer.invoke({ Records: records })) as DynamoDBBatchResponse | undefined;
      const failures = response?.batchItemFailures ?? [];
      if (failures.length === 0) return;
      const positions = failures.map((item) => records.findIndex((record) => record.dynamodb?.SequenceNumber === item.itemIdentifier));
      failedFrom = positions.some((position) => position < 0) ? 0 : Math.min(...positions);
      failure = `batchItemFailures from ${records[failedFrom].dynamodb?.SequenceNumber}`;
    } catch (error) {
      if (attempt >= consumer.maxRetries) return this.deadLetter(consumer, streamArn, records, String(error));
      this.options.log(`stream mapping ${consumer.name}: handler failed (${String(error)}); retry ${attempt + 1} of ${consumer.maxRetries}`);
      await this.backoff(attempt);
      if (records.length === 1) return this.deliver(consumer, streamArn, records, attempt + 1);
      const half = Math.ceil(records.length / 2);
      await this.deliver(consumer, streamArn, records.slice(0, half), attempt + 1);
      return this.deliver(consumer, streamArn, records.slice(half), attempt + 1);
    }
    const remaining = records.slice(failedFrom);
    if (attempt >= consumer.maxRetries) return this.deadLetter(consumer, streamArn, remaining, failure);
    this.options.log(`stream mapping ${consumer.name}: ${failure}; retry ${attempt + 1} of ${consumer.maxRetries}`);
    await this.backoff(attempt);
    return this.deliver(consumer, streamArn, remaining, attempt + 1);
  }

  private deadLetter(consumer: MappedConsumer, streamArn: string, records: DynamoDBRecord[], reason: string): void {
    const sequences = records.map((record) => record.dynamodb?.SequenceNumber);
    appendFileSync(
      this.deadLetterFile,
      JSON.stringify({ consumer: consumer.name, streamArn, firstSequence: sequences[0], lastSequence: sequences.at(-1), reason, records, at: new Date().toISOString() }) + '\n',
    );
    this.options.log(`stream mapping ${consumer.name}: ${records.length} record(s) sent to the on-failure destination (${reason})`);
  }

  private backoff(attempt: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, Math.min(MAX_RETRY_DELAY_MS, this.retryBaseMs * 2 ** attempt)));
  }

  private stateOf(consumer: MappedConsumer, streamArn: string): Checkpoints[string] {
    const state = this.checkpoints[consumer.name];
    // A table created again (a reset data folder) has a new stream: its records start from the beginning.
    if (state?.streamArn === streamArn) return state;
    return (this.checkpoints[consumer.name] = { streamArn, shards: {} });
  }

  private saveCheckpoints(): void {
    const temporary = `${this.checkpointFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.checkpoints));
    renameSync(temporary, this.checkpointFile);
  }

  private readonly streamArns = new Map<string, string>();

  private async streamArn(table: string): Promise<string> {
    let arn = this.streamArns.get(table);
    if (!arn) {
      const { Table } = await this.options.dynamodb.send(new DescribeTableCommand({ TableName: table }));
      arn = Table?.LatestStreamArn;
      if (!arn) throw new Error(`Table ${table} has no stream`);
      this.streamArns.set(table, arn);
    }
    return arn;
  }

  private readonly shardLists = new Map<string, { shards: Shard[]; listedAt: number }>();

  /** The stream's shards, listed again when the last list is old, or once a shard has ended (its child comes next). */
  private async shardsOf(streamArn: string, state: Checkpoints[string]): Promise<Shard[]> {
    const last = this.shardLists.get(streamArn);
    const hasOpenShard = last?.shards.some((shard) => !state.shards[shard.ShardId!]?.done);
    if (last && hasOpenShard && Date.now() - last.listedAt < SHARD_LIST_REUSE_MS) return last.shards;
    const shards = await this.listShards(streamArn);
    this.shardLists.set(streamArn, { shards, listedAt: Date.now() });
    return shards;
  }

  private async listShards(streamArn: string): Promise<Shard[]> {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await this.options.streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      shards.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  }

  /**
   * A new LATEST mapping: each shard's checkpoint moves past the records it holds now (a closed shard is done), so
   * only later changes are delivered. Checkpoints, not in-memory iterators, hold the position: a restart before the
   * first new record still starts there.
   */
  private async positionAtEnd(streamArn: string, shards: Shard[], state: Checkpoints[string]): Promise<void> {
    for (const shard of shards) {
      const checkpoint = (state.shards[shard.ShardId!] ??= {});
      let iterator: string | undefined = await this.iterator(streamArn, shard.ShardId!, checkpoint);
      while (iterator) {
        const page: GetRecordsCommandOutput = await this.options.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
        const records = page.Records ?? [];
        if (records.length > 0) checkpoint.sequence = records[records.length - 1].dynamodb!.SequenceNumber;
        if (!page.NextShardIterator) checkpoint.done = true;
        if (records.length === 0) break;
        iterator = page.NextShardIterator;
      }
    }
  }

  private async iterator(streamArn: string, shardId: string, checkpoint: ShardCheckpoint): Promise<string> {
    const { ShardIterator } = await this.options.streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ...(checkpoint.sequence
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: checkpoint.sequence }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    if (!ShardIterator) throw new Error(`No iterator for shard ${shardId}`);
    return ShardIterator;
  }
}

/**
 * A Streams API record in the shape Lambda hands to a function (epoch seconds, binary values in base64). DynamoDB
 * Local's Streams API renders an empty map in an image as a bare `{}` (an empty list keeps its `{"L": []}`); Lambda
 * delivers `{"M": {}}`, so that is what the consumer gets.
 */
export function toLambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const { ApproximateCreationDateTime, ...change } = record.dynamodb ?? {};
  const converted = JSON.parse(
    JSON.stringify({ ...record, dynamodb: change }, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value)),
  ) as DynamoDBRecord;
  const images = converted.dynamodb as Record<string, unknown>;
  for (const image of ['Keys', 'NewImage', 'OldImage']) if (images[image]) images[image] = mapValues(images[image] as Record<string, unknown>);
  converted.eventSourceARN = streamArn;
  if (ApproximateCreationDateTime) converted.dynamodb!.ApproximateCreationDateTime = Math.floor(ApproximateCreationDateTime.getTime() / 1000);
  return converted;
}

function mapValues(attributes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, attributeValue(value as Record<string, unknown>)]));
}

function attributeValue(value: Record<string, unknown>): Record<string, unknown> {
  if (Object.keys(value).length === 0) return { M: {} };
  if (value.M) return { M: mapValues(value.M as Record<string, unknown>) };
  if (value.L) return { L: (value.L as Record<string, unknown>[]).map(attributeValue) };
  return value;
}
