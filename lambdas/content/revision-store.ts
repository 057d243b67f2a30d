import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RevisionSummary } from '../../shared/content/revisions';
import { queryAll } from '../lib/query-all';
import type { NamedWrite } from '../lib/transaction';

/** The kinds whose saves are kept as revisions. */
export type RevisionKind = 'post' | 'project' | 'video' | 'seo_page';

const itemKey = (kind: RevisionKind, id: string) => `${kind}#${id}`;

/** One stored revision: the row as that save stored it, and who saved it when. */
export interface StoredRevision<TRow> extends RevisionSummary {
  fields: TRow;
}

/**
 * `content_revisions`: every save of a content row, numbered by the version it gave the row. A revision is written in
 * the transaction of its save, and only once per number, so two saves can never both claim one version.
 */
export class RevisionStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  saveWrite(kind: RevisionKind, id: string, row: { version: number }, savedBy: string, savedAt: string): NamedWrite<'revision'> {
    return {
      name: 'revision',
      item: {
        Put: {
          TableName: this.table,
          Item: { item_key: itemKey(kind, id), revision: row.version, saved_at: savedAt, saved_by: savedBy, fields: row },
          ConditionExpression: 'attribute_not_exists(item_key)',
        },
      },
    };
  }

  /** Every revision of a row, newest first, without their fields. */
  async list(kind: RevisionKind, id: string): Promise<RevisionSummary[]> {
    const items = await queryAll(this.client, {
      TableName: this.table,
      KeyConditionExpression: 'item_key = :item',
      ExpressionAttributeValues: { ':item': itemKey(kind, id) },
      ProjectionExpression: 'revision, saved_at, saved_by',
      ScanIndexForward: false,
    });
    return items.map((item) => ({ revision: Number(item.revision), savedAt: String(item.saved_at), savedBy: String(item.saved_by) }));
  }

  async get<TRow>(kind: RevisionKind, id: string, revision: number): Promise<StoredRevision<TRow> | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { item_key: itemKey(kind, id), revision } }));
    return Item ? { revision, savedAt: String(Item.saved_at), savedBy: String(Item.saved_by), fields: Item.fields as TRow } : undefined;
  }
}
