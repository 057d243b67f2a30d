import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Video } from '../../shared/content/schemas';
import { storedVersion } from '../../shared/content/revisions';
import { deleteRow, putRow, updateRow, type Expected, type NamedWrite } from '../lib/transaction';
import { queryAll, scanAll, withoutKeys } from '../lib/query-all';

const PUBLISHED = 'published';

/** Videos (table `videos`); only published ones are in the `publishedByOrder` index. */
export class VideoStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(video: Video): Promise<void> {
    await this.client.send(new PutCommand(this.putWrite(video).item.Put!));
  }

  /** The video's write for a transaction; `current`, the stored video it replaces, must still be in its place. */
  putWrite(video: Video, current?: Video): NamedWrite<'row'> {
    return putRow(this.table, { ...video, ...(video.is_published ? { published_list: PUBLISHED } : {}) }, current && place(current), storedVersion(current));
  }

  deleteWrite(current: Video): NamedWrite<'row'> {
    return deleteRow(this.table, current.id, place(current), storedVersion(current));
  }

  /** Moves a video from the place it was read in to `displayOrder`, leaving its other fields as they are. */
  moveWrite(current: Video, displayOrder: number): NamedWrite<'row'> {
    return updateRow(this.table, current.id, place(current), storedVersion(current), displayOrder);
  }

  async get(id: string): Promise<Video | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    return Item ? fromItem(Item) : undefined;
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

const place = (video: Video): Expected => ({ name: 'display_order', value: video.display_order });

const fromItem = (item: Record<string, unknown>) => withoutKeys<Video>(item, ['published_list']);
