import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { bestProjectMatch, slugKey, titleKey, titleKeyFromSlug } from '../../shared/content/project-match';
import type { Project } from '../../shared/content/schemas';
import { queryAll, withoutKeys } from './query-all';

const LIST = 'project';
const INDEX_KEYS = ['list', 'slug_key', 'title_key'] as const;

/** Projects (table `projects`): listed newest first, found by slug or title without scanning. */
export class ProjectStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(project: Project): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...project,
          list: LIST,
          ...(project.slug.trim() ? { slug_key: slugKey(project.slug) } : {}),
          title_key: titleKey(project.title),
        },
      }),
    );
  }

  /** Every project, newest first. */
  async list(): Promise<Project[]> {
    const items = await queryAll(this.client, {
      TableName: this.table,
      IndexName: 'byCreated',
      KeyConditionExpression: '#list = :list',
      ExpressionAttributeNames: { '#list': 'list' },
      ExpressionAttributeValues: { ':list': LIST },
      ScanIndexForward: false,
    });
    return items.map(fromItem);
  }

  /** The project a slug names: exact slug, slug ignoring case, or title with hyphens as spaces. */
  async findBySlug(slug: string): Promise<Project | undefined> {
    const bySlug = await this.queryIndex('bySlugKey', 'slug_key', slugKey(slug));
    const candidates = bySlug.length > 0 ? bySlug : await this.queryIndex('byTitleKey', 'title_key', titleKeyFromSlug(slug));
    return bestProjectMatch(candidates, slug);
  }

  private async queryIndex(index: string, attribute: string, value: string): Promise<Project[]> {
    if (!value) return [];
    const items = await queryAll(this.client, {
      TableName: this.table,
      IndexName: index,
      KeyConditionExpression: '#key = :value',
      ExpressionAttributeNames: { '#key': attribute },
      ExpressionAttributeValues: { ':value': value },
    });
    return items.map(fromItem);
  }
}

const fromItem = (item: Record<string, unknown>) => withoutKeys<Project>(item, INDEX_KEYS);
