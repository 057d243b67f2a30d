import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BlogPost, BlogPostSummary } from '../../shared/content/schemas';
import { storedVersion } from '../../shared/content/revisions';
import { isLivePost } from '../../shared/content/site-content';
import { deleteRow, putRow, type NamedWrite } from '../lib/transaction';
import { isConditionFailure, queryAll, scanAll, withoutKeys } from '../lib/query-all';

const PUBLISHED = 'published';
const INDEX_KEYS = ['published_list', 'published_category'] as const;

/**
 * Insight articles (table `blog_posts`). Public reads only ever see published posts: lists go through sparse
 * indexes that hold published posts only, and single reads check the flag.
 */
export class PostStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** The post's write for a transaction; `current`, the stored post it replaces, must still hold its slug. */
  putWrite(post: BlogPost, current?: BlogPost): NamedWrite<'row'> {
    const published = post.published ? { published_list: PUBLISHED, published_category: post.category } : {};
    return putRow(this.table, { ...post, ...published }, current && { name: 'slug', value: current.slug }, storedVersion(current));
  }

  deleteWrite(current: BlogPost): NamedWrite<'row'> {
    return deleteRow(this.table, current.id, { name: 'slug', value: current.slug }, storedVersion(current));
  }

  async get(id: string): Promise<BlogPost | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    return Item ? toPost(Item) : undefined;
  }

  /** Every post, drafts included, newest first (the studio's list). */
  async listAll(): Promise<BlogPost[]> {
    const items = await scanAll(this.client, { TableName: this.table });
    return items.map(toPost).sort((a, b) => b.created_at.localeCompare(a.created_at));
  }

  /** The ids of every post, draft or published, holding this slug. */
  async idsWithSlug(slug: string): Promise<string[]> {
    const items = await queryAll(this.client, {
      TableName: this.table,
      IndexName: 'bySlug',
      KeyConditionExpression: 'slug = :slug',
      ExpressionAttributeValues: { ':slug': slug },
    });
    return items.map((item) => String(item.id));
  }

  /** Posts live at `now` (published, and not scheduled for later), newest first, without their bodies. */
  async listPublished(now: Date): Promise<BlogPostSummary[]> {
    const items = await queryAll(this.client, {
      TableName: this.table,
      IndexName: 'publishedByCreated',
      KeyConditionExpression: 'published_list = :published',
      ExpressionAttributeValues: { ':published': PUBLISHED },
      ScanIndexForward: false,
    });
    return items.map(toPost).filter((post) => isLivePost(post, now)).map(summary);
  }

  /** The post with this slug live at `now`. */
  async findPublished(slug: string, now: Date): Promise<BlogPost | undefined> {
    const items = await queryAll(this.client, {
      TableName: this.table,
      IndexName: 'bySlug',
      KeyConditionExpression: 'slug = :slug',
      ExpressionAttributeValues: { ':slug': slug },
    });
    return items.map(toPost).find((post) => isLivePost(post, now));
  }

  /** Other posts of the post's category live at `now`, newest first. */
  async listRelated(post: Pick<BlogPost, 'id' | 'category'>, limit: number, now: Date): Promise<BlogPostSummary[]> {
    const items = await queryAll(
      this.client,
      {
        TableName: this.table,
        IndexName: 'publishedByCategory',
        KeyConditionExpression: 'published_category = :category',
        ExpressionAttributeValues: { ':category': post.category },
        ScanIndexForward: false,
      },
      limit + 1,
    );
    return items
      .map(toPost)
      .filter((other) => isLivePost(other, now) && other.id !== post.id)
      .slice(0, limit)
      .map(summary);
  }

  /** Adds one view atomically; undefined when the post is gone or no longer published. */
  async addView(postId: string): Promise<number | undefined> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id: postId },
          UpdateExpression: 'ADD #views :one',
          ConditionExpression: 'attribute_exists(id) AND published = :true',
          ExpressionAttributeNames: { '#views': 'views' },
          ExpressionAttributeValues: { ':one': 1, ':true': true },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.views ?? 0);
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }
}

const toPost = (item: Record<string, unknown>) => withoutKeys<BlogPost>(item, INDEX_KEYS);

function summary(post: BlogPost): BlogPostSummary {
  const { content: _content, ...rest } = post;
  return rest;
}
