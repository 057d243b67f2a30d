import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { scanAll } from '../lib/query-all';
import { putAtVersion, type NamedWrite } from '../lib/transaction';
import type { SeoPage } from '../../shared/content/schemas';

/** Page metadata records (table `seo_pages`, keyed by page_key). */
export class SeoPageStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Stores a record as it is (the seed's): whatever version is stored, if any, is replaced. */
  async put(page: SeoPage): Promise<void> {
    await this.client.send(new PutCommand({ TableName: this.table, Item: page }));
  }

  /** The record's Put for a transaction: it commits only while the stored record is still at `readVersion`. */
  putWrite(page: SeoPage, readVersion: number): NamedWrite<'row'> {
    return putAtVersion(this.table, page, readVersion);
  }

  /** Every stored record (one per page key: a few dozen). */
  async list(): Promise<SeoPage[]> {
    return (await scanAll(this.client, { TableName: this.table })) as SeoPage[];
  }

  async get(pageKey: string): Promise<SeoPage | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { page_key: pageKey } }));
    return Item as SeoPage | undefined;
  }
}
