import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Video } from '../../shared/content/schemas';
import { queryAll, withoutKeys } from './query-all';

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

  /** Published videos by display order. */
  async listPublished(): Promise<Video[]> {
    const items = await queryAll(this.client, {
      TableName: this.table,
      IndexName: 'publishedByOrder',
      KeyConditionExpression: 'published_list = :published',
      ExpressionAttributeValues: { ':published': PUBLISHED },
    });
    return items.map((item) => withoutKeys<Video>(item, ['published_list'])).filter((video) => video.is_published);
  }
}
