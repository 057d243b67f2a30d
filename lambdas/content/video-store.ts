import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Video } from '../../shared/content/schemas';
import { queryAll, scanAll, withoutKeys } from './query-all';

const PUBLISHED = 'published';

/** Videos (table `videos`); only published ones are in the `publishedByOrder` index. */
export class VideoStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(video: Video): Promise<void> {
    await this.client.send(
      new PutCommand({ TableName: this.table, Item: { ...video, ...(video.is_published ? { published_list: PUBLISHED } : {}) } }),
    );
  }

  async get(id: string): Promise<Video | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    return Item ? fromItem(Item) : undefined;
  }

  async delete(id: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: { id } }));
  }

  /** Every video, drafts included, by display order. */
  async listAll(): Promise<Video[]> {
    const items = await scanAll(this.client, { TableName: this.table });
    return items.map(fromItem).sort((a, b) => a.display_order - b.display_order || a.title.localeCompare(b.title));
  }

  /** Published videos by display order. */
  async listPublished(): Promise<Video[]> {
    const items = await queryAll(this.client, {
      TableName: this.table,
      IndexName: 'publishedByOrder',
      KeyConditionExpression: 'published_list = :published',
      ExpressionAttributeValues: { ':published': PUBLISHED },
    });
    return items.map(fromItem).filter((video) => video.is_published);
  }
}

const fromItem = (item: Record<string, unknown>) => withoutKeys<Video>(item, ['published_list']);
