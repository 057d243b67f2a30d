import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { scanAll } from '../lib/query-all';
import { putRow } from '../lib/row-writes';
import type { SeoPage } from '../../shared/content/schemas';
import type { NamedWrite } from '../lib/transaction';

/** Page metadata records (table `seo_pages`, keyed by page_key). */
export class SeoPageStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(page: SeoPage): Promise<void> {
    await this.client.send(new PutCommand(this.putWrite(page).item.Put!));
  }

  /** The record's Put for a transaction; the last save of a page wins, as a record is always saved whole. */
  putWrite(page: SeoPage): NamedWrite<'row'> {
    return putRow(this.table, page);
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
