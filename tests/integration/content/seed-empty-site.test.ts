import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ensureTables } from '../../../infra/local/tables';
import { CONTENT_TABLES, seedEmptySite } from '../../../lambdas/content/seed-empty-site';
import { seedPosts } from '../../../shared/content/seed/posts';
import { seedProjects } from '../../../shared/content/seed/projects';
import { tableDefinitions } from '../../../shared/contracts/tables';
import { cloud } from '../../support/cloud';

const client = () =>
  new DynamoDBClient({ endpoint: cloud.env.AWS_ENDPOINT_URL_DYNAMODB, region: cloud.env.AWS_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const documents = () => DynamoDBDocumentClient.from(client());

/** A new deployment's content tables: empty, under names of this test's own, as CloudFormation names them apart. */
async function freshContentTables(): Promise<(logical: string) => string> {
  const prefix = `seedtest-${randomUUID().slice(0, 8)}-`;
  const definitions = tableDefinitions.filter(({ name }) => (CONTENT_TABLES as readonly string[]).includes(name)).map((table) => ({ ...table, name: `${prefix}${table.name}` }));
  await ensureTables(client(), definitions);
  return (logical) => `${prefix}${logical}`;
}

const count = async (table: string) => ((await documents().send(new ScanCommand({ TableName: table, ConsistentRead: true }))).Items ?? []).length;

describe('the first deploy\'s seed of the content tables', () => {
  it('fills empty content tables with the seed content once, and leaves them alone afterwards', async () => {
    const name = await freshContentTables();
    await expect(seedEmptySite(documents(), name)).resolves.toEqual({ seeded: true });
    expect(await count(name('projects'))).toBe(seedProjects.length);
    expect(await count(name('blog_posts'))).toBe(seedPosts.length);
    // Each seeded article and project holds its slug, as a studio save does.
    expect(await count(name('content_slugs'))).toBe(seedProjects.length + seedPosts.length);

    await expect(seedEmptySite(documents(), name)).resolves.toEqual({ seeded: false });
    expect(await count(name('blog_posts'))).toBe(seedPosts.length);
  });

  it('loads nothing when any content table already holds an item', async () => {
    const name = await freshContentTables();
    await documents().send(new PutCommand({ TableName: name('videos'), Item: { id: 'kept-video', title: 'Our own video' } }));
    await expect(seedEmptySite(documents(), name)).resolves.toEqual({ seeded: false });
    expect(await count(name('projects'))).toBe(0);
    expect(await count(name('blog_posts'))).toBe(0);
    expect(await count(name('videos'))).toBe(1);
  });
});
