import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MediaRecord } from '../../shared/content/media-library';
import { batchGetConsistent, scanAll } from '../lib/query-all';

/** A write whose condition failed: another change came first (or the record is gone). */
const isConditionFailure = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/**
 * `media`: one record per upload, keyed by its stored file name (shared/content/media-library.ts). Every change is
 * conditional on the version it was decided on, so of two editors' saves from one copy only the first commits.
 */
export class MediaStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** A new upload's record; never replaces one (names are random, so a clash is a bug worth failing on). */
  async create(record: MediaRecord): Promise<void> {
    await this.client.send(new PutCommand({ TableName: this.table, Item: record, ConditionExpression: 'attribute_not_exists(#name)', ExpressionAttributeNames: { '#name': 'name' } }));
  }

  async get(name: string): Promise<MediaRecord | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { name }, ConsistentRead: true }));
    return Item as MediaRecord | undefined;
  }

  /** The alt texts of these files (by stored name); a file without a record has none. */
  async altsOf(names: readonly string[]): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    const found = await batchGetConsistent(this.client, { [this.table]: [...new Set(names)].map((name) => ({ name })) });
    return new Map(((found.get(this.table) ?? []) as unknown as MediaRecord[]).map((record) => [record.name, record.alt]));
  }

  async listAll(): Promise<MediaRecord[]> {
    return (await scanAll(this.client, { TableName: this.table })) as unknown as MediaRecord[];
  }

  /**
   * The upload check passed the file: it is served, with this thumbnail (none for videos), and its record no longer
 * expires. A record missing here
   * (a file uploaded before records existed) is left missing: the library then shows the file by its stored name.
   */
  async markReady(name: string, thumbnailUrl: string | undefined, at: string): Promise<void> {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { name },
          UpdateExpression: `SET #status = :ready, #version = #version + :one, updated_at = :at${thumbnailUrl ? ', thumbnail_url = :thumbnail' : ''} REMOVE expiresAt`,
          ConditionExpression: 'attribute_exists(#name)',
          ExpressionAttributeNames: { '#name': 'name', '#status': 'status', '#version': 'version' },
          ExpressionAttributeValues: { ':ready': 'ready', ':one': 1, ':at': at, ...(thumbnailUrl ? { ':thumbnail': thumbnailUrl } : {}) },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /**
   * Stores `record` (a changed copy of the one read at `readVersion`, or a first record when 0 and none existed).
   * Answers false, storing nothing, when another change came first.
   */
  async saveAtVersion(record: MediaRecord, readVersion: number): Promise<boolean> {
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.table,
          Item: record,
          ConditionExpression: readVersion === 0 ? 'attribute_not_exists(#name)' : '#version = :read',
          ExpressionAttributeNames: readVersion === 0 ? { '#name': 'name' } : { '#version': 'version' },
          ...(readVersion === 0 ? {} : { ExpressionAttributeValues: { ':read': readVersion } }),
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Removes the record if it is still at `readVersion`; false when it changed meanwhile. */
  async deleteAtVersion(name: string, readVersion: number): Promise<boolean> {
    try {
      await this.client.send(
        new DeleteCommand({
          TableName: this.table,
          Key: { name },
          ConditionExpression: 'attribute_not_exists(#name) OR #version = :read',
          ExpressionAttributeNames: { '#name': 'name', '#version': 'version' },
          ExpressionAttributeValues: { ':read': readVersion },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** A rejected upload leaves no record: the note under `media/rejected/` tells why. */
  async remove(name: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: { name } }));
  }
}
