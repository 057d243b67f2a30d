/**
 * DynamoDB Streams for the local cloud. dynalite has none, so every SDK client talks to this proxy instead of
 * dynalite directly. Writes to a table whose definition declares a stream are serialised per item, and each one
 * that changes the item becomes a stream record (old and new image), journaled to disk before it is delivered to
 * the table's consumers — in order, at least once, with retries — exactly like the Lambda event source mapping
 * in AWS. An intent is journaled before the write is forwarded, so a runtime killed between the write and the
 * record still produces the record on its next start.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { join } from 'node:path';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { TableDefinition } from '../tables/types';

export interface StreamConsumerBinding {
  table: string;
  handlerName: string;
  batchSize: number;
  maxRetries: number;
  invoke: (event: DynamoDBStreamEvent) => Promise<unknown>;
}

export interface StreamProxyOptions {
  dynaliteUrl: string;
  journalDir: string;
  tables: readonly TableDefinition[];
  consumers: readonly StreamConsumerBinding[];
  log: (message: string) => void;
}

type Item = Record<string, AttributeValue>;
/** aws-lambda declares its own (identical in shape) AttributeValue type for stream images. */
type LambdaImage = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['Keys']>;

interface Intent {
  type: 'intent';
  seq: number;
  table: string;
  keys: Item;
  old: Item | null;
}
interface StreamRecordEntry {
  type: 'record';
  seq: number;
  table: string;
  keys: Item;
  old: Item | null;
  new: Item | null;
  at: number;
}
interface Delivered {
  type: 'delivered';
  seq: number;
  consumer: string;
}
type JournalEntry = Intent | StreamRecordEntry | Delivered;

interface StreamedWrite {
  table: string;
  keys: Item;
}

function itemKey(write: StreamedWrite): string {
  return `${write.table}|${JSON.stringify(write.keys)}`;
}

/** A fault the resilience tests inject: the next `count` matching requests fail as DynamoDB would fail them. */
export interface DynamoDbFault {
  /** Operation name, e.g. `UpdateItem`. */
  operation: string;
  table?: string;
  /** How many matching requests fail (at least 1); then the fault is spent. */
  count: number;
  error: 'ProvisionedThroughputExceededException' | 'ThrottlingException' | 'InternalServerError';
}

const FAULT_STATUS: Record<DynamoDbFault['error'], number> = {
  ProvisionedThroughputExceededException: 400,
  ThrottlingException: 400,
  InternalServerError: 500,
};

const WRITE_TARGETS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);
/** Images kept for items written through the proxy; beyond this the proxy forgets them and reads again. */
const MAX_KNOWN_IMAGES = 20_000;
const RETRY_BASE_MS = 200;

export class DynamoDbStreamProxy {
  private server?: Server;
  private readonly journalFile: string;
  private readonly deadLetterFile: string;
  private readonly streamTables: Map<string, TableDefinition>;
  private readonly keyLocks = new Map<string, Promise<unknown>>();
  /** The current image of items written through this proxy (null: no item), so a write need not read it first. */
  private readonly images = new Map<string, Item | null>();
  private readonly pending = new Map<string, StreamRecordEntry[]>();
  private readonly draining = new Set<string>();
  private seq = 0;
  private stopped = false;
  private faults: DynamoDbFault[] = [];

  constructor(private readonly options: StreamProxyOptions) {
    mkdirSync(options.journalDir, { recursive: true });
    this.journalFile = join(options.journalDir, 'journal.jsonl');
    this.deadLetterFile = join(options.journalDir, 'dead-letter.jsonl');
    this.streamTables = new Map(options.tables.filter((table) => table.stream).map((table) => [table.name, table]));
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<void> {
    await this.recover();
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        this.options.log(`stream proxy error: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: String(error) }));
      });
    });
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Resolves once every journaled record has been delivered (or dead-lettered). */
  async idle(): Promise<void> {
    while ([...this.pending.values()].some((queue) => queue.length > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  injectFault(fault: DynamoDbFault): void {
    if (!Number.isInteger(fault?.count) || fault.count < 1) throw new RangeError(`A fault's count must be a positive integer, got ${fault?.count}`);
    if (!Object.hasOwn(FAULT_STATUS, fault.error)) throw new RangeError(`Unknown fault error: ${fault.error}`);
    this.faults.push({ ...fault });
  }

  /** Ends every injected fault, as throttling ends. */
  clearFaults(): void {
    this.faults = [];
  }

  private takeFault(target: string, body: Buffer): DynamoDbFault | undefined {
    const table = this.faults.length > 0 ? String(safeJson(body)?.TableName ?? '') : '';
    const fault = this.faults.find((candidate) => candidate.operation === target && (!candidate.table || candidate.table === table));
    if (!fault) return undefined;
    if (--fault.count <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const target = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const fault = this.takeFault(target, body);
    if (fault) {
      res.writeHead(FAULT_STATUS[fault.error], { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${fault.error}`, message: 'Injected by the local cloud' }));
      return;
    }
    const parsed = WRITE_TARGETS.has(target) ? safeJson(body) : undefined;
    const writes = parsed ? this.streamedWrites(target, parsed) : [];
    if (writes.length === 0) {
      const response = await this.forward(req, body);
      return sendRaw(res, response);
    }
    const response = await this.withKeyLocks(writes, () => this.writeThrough(req, target, parsed!, body, writes));
    sendRaw(res, response);
  }

  /** A write to streamed items, under their locks: journaled intent, forwarded write, record for each change. */
  private async writeThrough(req: IncomingMessage, target: string, parsed: Record<string, unknown>, body: Buffer, writes: StreamedWrite[]): Promise<RawResponse> {
    const before = await Promise.all(writes.map((write) => this.currentImage(write)));
    const intents = writes.map((write, index): Intent => ({ type: 'intent', seq: ++this.seq, table: write.table, keys: write.keys, old: before[index] }));
    this.append(...intents);
    // An update that returns nothing to its caller is asked for the new item, which spares reading it after.
    const returnsNewImage = target === 'UpdateItem' && (parsed.ReturnValues ?? 'NONE') === 'NONE';
    let forwarded: RawResponse;
    let after: (Item | null | undefined)[];
    try {
      forwarded = await this.forward(req, returnsNewImage ? Buffer.from(JSON.stringify({ ...parsed, ReturnValues: 'ALL_NEW' })) : body);
      after = await this.imagesAfter(target, writes, before, forwarded, returnsNewImage);
    } catch (error) {
      for (const write of writes) this.images.delete(itemKey(write));
      throw error;
    }
    writes.forEach((write, index) => this.remember(write, after[index]));
    if (returnsNewImage) forwarded = withoutAttributes(forwarded);
    const outcomes: JournalEntry[] = [];
    const records: StreamRecordEntry[] = [];
    intents.forEach((intent, index) => {
      const record = this.recordFor(intent, after[index]);
      if (record) records.push(record);
      // An intent whose write changed nothing is settled now, so recovery never mistakes a later change for it.
      else if (after[index] !== undefined) outcomes.push({ type: 'delivered', seq: intent.seq, consumer: '*' });
    });
    this.append(...records, ...outcomes);
    this.enqueue(records);
    return forwarded;
  }

  private streamedWrites(target: string, request: Record<string, unknown>): StreamedWrite[] {
    if (target === 'BatchWriteItem') {
      const requestItems = (request.RequestItems ?? {}) as Record<string, { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]>;
      return Object.entries(requestItems).flatMap(([table, operations]) =>
        this.streamTables.has(table)
          ? operations.map((operation) => ({ table, keys: this.keysOf(table, operation.PutRequest?.Item ?? operation.DeleteRequest?.Key ?? {}) }))
          : [],
      );
    }
    const table = String(request.TableName ?? '');
    if (!this.streamTables.has(table)) return [];
    const source = (target === 'PutItem' ? request.Item : request.Key) as Item | undefined;
    return source ? [{ table, keys: this.keysOf(table, source) }] : [];
  }

  private keysOf(table: string, item: Item): Item {
    const definition = this.streamTables.get(table)!;
    const keys: Item = {};
    for (const key of [definition.partitionKey, definition.sortKey]) {
      if (key && item[key.name]) keys[key.name] = item[key.name];
    }
    return keys;
  }

  private recordFor(intent: Intent, current: Item | null | undefined): StreamRecordEntry | null {
    if (current === undefined) return null;
    if (JSON.stringify(intent.old) === JSON.stringify(current)) return null;
    return { type: 'record', seq: intent.seq, table: intent.table, keys: intent.keys, old: intent.old, new: current, at: Date.now() };
  }

  /**
   * The item as it is now: the image left by the last write through this proxy (writes to an item are serialised
   * here and nothing else writes to the emulator), or read when there is none.
   */
  private async currentImage(write: StreamedWrite): Promise<Item | null> {
    const known = this.images.get(itemKey(write));
    return known !== undefined ? known : this.getExistingItem(write.table, write.keys);
  }

  /** The items after a forwarded write: known without a read where the outcome tells (undefined: unknown). */
  private async imagesAfter(target: string, writes: StreamedWrite[], before: (Item | null)[], response: RawResponse, returnsNewImage: boolean): Promise<(Item | null | undefined)[]> {
    const answer = safeJson(response.body);
    if (response.status === 400 && String(answer?.__type ?? '').endsWith('#ConditionalCheckFailedException')) return before;
    if (response.status === 200 && target === 'DeleteItem') return [null];
    if (response.status === 200 && returnsNewImage && answer?.Attributes) return [answer.Attributes as Item];
    return Promise.all(writes.map((write) => this.getExistingItem(write.table, write.keys).catch(() => undefined)));
  }

  private remember(write: StreamedWrite, image: Item | null | undefined): void {
    if (image === undefined) {
      this.images.delete(itemKey(write));
      return;
    }
    if (this.images.size >= MAX_KNOWN_IMAGES) this.images.clear();
    this.images.set(itemKey(write), image);
  }

  private async withKeyLocks<T>(writes: StreamedWrite[], run: () => Promise<T>): Promise<T> {
    const lockKeys = [...new Set(writes.map(itemKey))].sort();
    const previous = lockKeys.map((key) => this.keyLocks.get(key) ?? Promise.resolve());
    const current = Promise.allSettled(previous).then(run);
    const settled = current.catch(() => undefined);
    for (const key of lockKeys) this.keyLocks.set(key, settled);
    try {
      return await current;
    } finally {
      for (const key of lockKeys) if (this.keyLocks.get(key) === settled) this.keyLocks.delete(key);
    }
  }

  /** The item as stored, or `null` when there is none. */
  private async getExistingItem(table: string, keys: Item): Promise<Item | null> {
    const response = await this.call('GetItem', { TableName: table, Key: keys, ConsistentRead: true });
    if (response.status !== 200) throw new Error(`GetItem on ${table} answered ${response.status}`);
    const parsed = safeJson(response.body) as { Item?: Item } | undefined;
    return parsed?.Item ?? null;
  }

  private call(target: string, payload: unknown): Promise<RawResponse> {
    const body = Buffer.from(JSON.stringify(payload));
    return send(this.options.dynaliteUrl, {
      method: 'POST',
      path: '/',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDB_20120810.${target}`,
        authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
        'x-amz-date': '20260101T000000Z',
        'content-length': String(body.byteLength),
      },
      body,
    });
  }

  private forward(req: IncomingMessage, body: Buffer): Promise<RawResponse> {
    const headers = { ...req.headers };
    delete headers.host;
    headers['content-length'] = String(body.byteLength);
    return send(this.options.dynaliteUrl, { method: req.method ?? 'POST', path: req.url ?? '/', headers, body });
  }

  private append(...entries: JournalEntry[]): void {
    if (entries.length === 0) return;
    appendFileSync(this.journalFile, entries.map((entry) => JSON.stringify(entry)).join('\n') + '\n');
  }

  private enqueue(records: StreamRecordEntry[]): void {
    for (const record of records) {
      for (const consumer of this.consumersOf(record.table)) {
        const queue = this.pending.get(consumer.handlerName) ?? [];
        queue.push(record);
        this.pending.set(consumer.handlerName, queue);
        void this.drain(consumer);
      }
    }
  }

  private consumersOf(table: string): StreamConsumerBinding[] {
    return this.options.consumers.filter((consumer) => consumer.table === table);
  }

  private async drain(consumer: StreamConsumerBinding): Promise<void> {
    if (this.draining.has(consumer.handlerName)) return;
    this.draining.add(consumer.handlerName);
    try {
      const queue = this.pending.get(consumer.handlerName) ?? [];
      while (queue.length > 0 && !this.stopped) {
        const batch = queue.slice(0, consumer.batchSize);
        const delivered = await this.deliver(consumer, batch);
        queue.splice(0, delivered);
      }
    } finally {
      this.draining.delete(consumer.handlerName);
    }
  }

  /** Delivers a batch with retries; returns how many records left the queue (delivered or dead-lettered). */
  private async deliver(consumer: StreamConsumerBinding, batch: StreamRecordEntry[]): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      let failedFrom = -1;
      let failure = '';
      try {
        const result = (await consumer.invoke({ Records: batch.map(toStreamRecord) })) as { batchItemFailures?: { itemIdentifier: string }[] } | undefined;
        const failures = result?.batchItemFailures ?? [];
        if (failures.length > 0) {
          const failedSeqs = new Set(failures.map((failureItem) => failureItem.itemIdentifier));
          failedFrom = batch.findIndex((record) => failedSeqs.has(sequenceNumber(record)));
          failure = 'partial batch failure';
        }
      } catch (error) {
        failedFrom = 0;
        failure = error instanceof Error ? error.message : String(error);
      }
      const succeeded = failedFrom === -1 ? batch.length : failedFrom;
      this.append(...batch.slice(0, succeeded).map((record): Delivered => ({ type: 'delivered', seq: record.seq, consumer: consumer.handlerName })));
      if (failedFrom === -1) return batch.length;
      if (succeeded > 0) return succeeded;
      if (attempt >= consumer.maxRetries || this.stopped) {
        if (this.stopped) return 0;
        this.options.log(`stream consumer ${consumer.handlerName} gave up on record ${batch[0].seq}: ${failure}`);
        appendFileSync(this.deadLetterFile, JSON.stringify({ consumer: consumer.handlerName, record: batch[0], failure, at: new Date().toISOString() }) + '\n');
        this.append({ type: 'delivered', seq: batch[0].seq, consumer: consumer.handlerName });
        return 1;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** attempt));
    }
  }

  /** Replays the journal: undelivered records are queued again; intents without an outcome are resolved now. */
  private async recover(): Promise<void> {
    if (!existsSync(this.journalFile)) return;
    const entries = readFileSync(this.journalFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => safeJson(Buffer.from(line)) as JournalEntry | undefined)
      .filter((entry): entry is JournalEntry => entry !== undefined);
    const intents = new Map<number, Intent>();
    const records = new Map<number, StreamRecordEntry>();
    const delivered = new Map<number, Set<string>>();
    for (const entry of entries) {
      this.seq = Math.max(this.seq, entry.seq);
      if (entry.type === 'intent') intents.set(entry.seq, entry);
      else if (entry.type === 'record') records.set(entry.seq, entry);
      else delivered.set(entry.seq, (delivered.get(entry.seq) ?? new Set()).add(entry.consumer));
    }
    for (const intent of intents.values()) {
      if (records.has(intent.seq) || delivered.get(intent.seq)?.has('*')) continue;
      const record = this.recordFor(intent, await this.getExistingItem(intent.table, intent.keys));
      if (record) records.set(record.seq, record);
    }
    const outstanding: JournalEntry[] = [];
    for (const record of [...records.values()].sort((a, b) => a.seq - b.seq)) {
      for (const consumer of this.consumersOf(record.table)) {
        if (delivered.get(record.seq)?.has(consumer.handlerName)) continue;
        outstanding.push(record);
        const queue = this.pending.get(consumer.handlerName) ?? [];
        queue.push(record);
        this.pending.set(consumer.handlerName, queue);
      }
    }
    // Compact: keep only what is still owed.
    const unique = [...new Map(outstanding.map((entry) => [entry.seq, entry])).values()];
    writeFileSync(this.journalFile, unique.map((entry) => JSON.stringify(entry)).join('\n') + (unique.length ? '\n' : ''));
    if (unique.length > 0) this.options.log(`stream emulation: redelivering ${unique.length} record(s) from before the last stop`);
    for (const consumer of this.options.consumers) void this.drain(consumer);
  }
}

function sequenceNumber(record: StreamRecordEntry): string {
  return String(record.seq).padStart(21, '0');
}

function toStreamRecord(record: StreamRecordEntry): DynamoDBRecord {
  const eventName = record.old === null ? 'INSERT' : record.new === null ? 'REMOVE' : 'MODIFY';
  return {
    eventID: `local-${record.seq}`,
    eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: process.env.AWS_REGION ?? 'eu-west-1',
    eventSourceARN: `arn:aws:dynamodb:local:000000000000:table/${record.table}/stream/local`,
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(record.at / 1000),
      Keys: record.keys as LambdaImage,
      ...(record.new ? { NewImage: record.new as LambdaImage } : {}),
      ...(record.old ? { OldImage: record.old as LambdaImage } : {}),
      SequenceNumber: sequenceNumber(record),
      SizeBytes: JSON.stringify(record.new ?? record.old).length,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(baseUrl: string, options: { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: options.method, path: options.path, headers: options.headers, agent: keepAliveAgent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const keepAliveAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/** The answer without the `Attributes` the proxy asked for on its own account (its checksum recomputed). */
function withoutAttributes(response: RawResponse): RawResponse {
  const answer = safeJson(response.body);
  if (response.status !== 200 || !answer || !('Attributes' in answer)) return response;
  delete answer.Attributes;
  const body = Buffer.from(JSON.stringify(answer));
  return { ...response, headers: { ...response.headers, 'x-amz-crc32': String(crc32(body)) }, body };
}

function sendRaw(res: ServerResponse, response: RawResponse): void {
  const headers = { ...response.headers };
  delete headers['transfer-encoding'];
  delete headers.connection;
  headers['content-length'] = String(response.body.byteLength);
  res.writeHead(response.status, headers);
  res.end(response.body);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function safeJson(buffer: Buffer): Record<string, unknown> | undefined {
  try {
    return JSON.parse(buffer.toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
