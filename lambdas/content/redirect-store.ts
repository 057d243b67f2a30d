import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Redirect } from '../../shared/content/redirects';
import { batchGetConsistent, queryAll } from '../lib/query-all';
import type { NamedWrite } from '../lib/transaction';

/** `content_redirects`: old page addresses of renamed items and where they lead (shared/content/redirects.ts). */
export class RedirectStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  putWrite(redirect: Redirect): NamedWrite<'redirect'> {
    return { name: 'redirect', item: { Put: { TableName: this.table, Item: redirect } } };
  }

  deleteWrite(fromPath: string): NamedWrite<'redirect'> {
    return { name: 'redirect', item: { Delete: { TableName: this.table, Key: { from_path: fromPath } } } };
  }

  /** Where an old address leads, if it is one. */
  async find(fromPath: string): Promise<Redirect | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { from_path: fromPath } }));
    return Item as Redirect | undefined;
  }

  /** The stored redirects of these addresses. */
  async findAll(fromPaths: readonly string[]): Promise<Redirect[]> {
    if (fromPaths.length === 0) return [];
    const found = await batchGetConsistent(this.client, { [this.table]: fromPaths.map((from_path) => ({ from_path })) });
    return (found.get(this.table) ?? []) as Redirect[];
  }

  /** Every redirect leading to one item (`post#{id}`, `project#{id}`), oldest first. */
  async ofItem(itemKey: string): Promise<Redirect[]> {
    const items = await queryAll(this.client, {
      TableName: this.table,
      IndexName: 'byItem',
      KeyConditionExpression: 'item_key = :item',
      ExpressionAttributeValues: { ':item': itemKey },
    });
    return (items as Redirect[]).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.from_path.localeCompare(b.from_path));
  }
}
