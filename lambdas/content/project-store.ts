import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { bestProjectMatch, slugKey, titleKey, titleKeyFromSlug } from '../../shared/content/project-match';
import type { Project } from '../../shared/content/schemas';
import { storedVersion } from '../../shared/content/revisions';
import { isLiveProject } from '../../shared/content/site-content';
import { deleteRow, putRow, type NamedWrite } from '../lib/transaction';
import { queryAll, scanAll, withoutKeys } from '../lib/query-all';

const LIST = 'project';
const INDEX_KEYS = ['list', 'slug_key', 'title_key'] as const;

/** Projects (table `projects`): listed newest first, found by slug or title without scanning. */
export class ProjectStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(project: Project): Promise<void> {
    await this.client.send(new PutCommand(this.putWrite(project).item.Put!));
  }

  /** The project's write for a transaction; `current`, the stored project it replaces, must still hold its slug. */
  putWrite(project: Project, current?: Project): NamedWrite<'row'> {
    const item = { ...project, list: LIST, ...(project.slug.trim() ? { slug_key: slugKey(project.slug) } : {}), title_key: titleKey(project.title) };
    return putRow(this.table, item, current && { name: 'slug', value: current.slug }, storedVersion(current));
  }

  deleteWrite(current: Project): NamedWrite<'row'> {
    return deleteRow(this.table, current.id, { name: 'slug', value: current.slug }, storedVersion(current));
  }

  async get(id: string): Promise<Project | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    return Item ? fromItem(Item) : undefined;
  }

  /** Projects live at `now`, newest first: the public list, read through the index rather than a scan. */
  async listPublished(now: Date): Promise<Project[]> {
    const items = await queryAll(this.client, {
      TableName: this.table,
      IndexName: 'byCreated',
      KeyConditionExpression: '#list = :list',
      ExpressionAttributeNames: { '#list': 'list' },
      ExpressionAttributeValues: { ':list': LIST },
      ScanIndexForward: false,
    });
    return items.map(fromItem).filter((project) => isLiveProject(project, now));
  }

  /** The ids of every project, draft or published, whose slug is this one ignoring case. */
  async idsWithSlug(slug: string): Promise<string[]> {
    return (await this.queryIndex('bySlugKey', 'slug_key', slugKey(slug))).map((project) => project.id);
  }

  /**
   * Every project, drafts included, newest first: the studio's list and the publisher's read. A consistent scan, as
   * the other content tables' `listAll`, because an index is only eventually consistent and the publisher must see
   * every write made before its read.
   */
  async listAll(): Promise<Project[]> {
    const items = await scanAll(this.client, { TableName: this.table });
    return items.map(fromItem).sort((a, b) => b.created_at.localeCompare(a.created_at));
  }

  /** The project live at `now` a slug names: exact slug, slug ignoring case, or title with hyphens as spaces. */
  async findBySlug(slug: string, now: Date): Promise<Project | undefined> {
    const live = (project: Project) => isLiveProject(project, now);
    const bySlug = (await this.queryIndex('bySlugKey', 'slug_key', slugKey(slug))).filter(live);
    const candidates = bySlug.length > 0 ? bySlug : (await this.queryIndex('byTitleKey', 'title_key', titleKeyFromSlug(slug))).filter(live);
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
