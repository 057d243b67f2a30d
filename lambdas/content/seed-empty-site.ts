import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws';
import { logger } from '../lib/logger';
import { seedContentTables } from './seed';

/** The tables the seed content fills; any item in one of them means the site already has content of its own. */
export const CONTENT_TABLES = ['projects', 'videos', 'blog_posts', 'seo_pages', 'content_slugs'] as const;

async function isEmpty(documents: DynamoDBDocumentClient, table: string): Promise<boolean> {
  const { Items } = await documents.send(new ScanCommand({ TableName: table, Limit: 1, ConsistentRead: true }));
  return (Items ?? []).length === 0;
}

/**
 * Loads the seed content when every content table is empty, and leaves a site that holds any content of its own
 * alone: a redeploy onto restored or edited tables must never bring deleted examples back or claim slugs twice.
 */
export async function seedEmptySite(documents: DynamoDBDocumentClient, physicalName: (logical: string) => string): Promise<{ seeded: boolean }> {
  const empties = await Promise.all(CONTENT_TABLES.map((table) => isEmpty(documents, physicalName(table))));
  if (empties.includes(false)) return { seeded: false };
  await seedContentTables(documents, physicalName);
  return { seeded: true };
}

/** Run by the deploy once, when the web stack is first created, before the whole-site republish renders the pages. */
export async function handler(): Promise<{ seeded: boolean }> {
  const outcome = await seedEmptySite(dynamo(), tableName);
  logger.info(outcome.seeded ? 'seed content loaded into the empty content tables' : 'content tables hold content: seed skipped');
  return outcome;
}
