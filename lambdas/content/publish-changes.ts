import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { DynamoDBRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { affectedRoutes, isPublicItem, type ContentChange, type ContentTable } from '../../shared/content/site-content';
import { requiredEnv, s3 } from '../lib/aws';
import { logger } from '../lib/logger';
import { recordContentPublished, recordPublishFailure } from '../lib/metrics';
import { oneTimeSchedules, type OneTimeSchedules } from '../lib/one-time-schedules';
import { dynamoStreamHandler, streamImages } from '../lib/stream';
import { tableEnvVar } from '../../shared/contracts/tables/types';
import { pageKey, SiteBucket } from './publishing/site-bucket';
import { publishRoutes, type PublishDeps } from './publishing/publish-routes';
import { syncPublishSchedule } from './publishing/publish-schedules';
import { readSiteContent } from './publishing/read-site-content';
import { siteRenderer } from './publishing/site-renderer';

const CONTENT_TABLES: readonly ContentTable[] = ['blog_posts', 'projects', 'videos', 'seo_pages'];

let cloudFront: CloudFrontClient | undefined;

/** The publisher's dependencies in a Lambda container (also used by the whole-site republish). */
export function publishDependencies(): PublishDeps {
  const now = () => new Date();
  return {
    renderer: siteRenderer,
    readContent: () => readSiteContent(now()),
    site: new SiteBucket(s3(), requiredEnv('SITE_BUCKET')),
    invalidate: async (paths) => {
      const distributionId = process.env.SITE_DISTRIBUTION_ID;
      if (!distributionId) return;
      // CloudFront caches a page under its address and under the object its routing function maps it to.
      const items = [...new Set(paths.flatMap((path) => (path.endsWith('.xml') ? [path] : [path, `/${pageKey(path)}`])))];
      cloudFront ??= new CloudFrontClient({});
      await cloudFront.send(
        new CreateInvalidationCommand({
          DistributionId: distributionId,
          InvalidationBatch: { CallerReference: randomUUID(), Paths: { Quantity: items.length, Items: items } },
        }),
      );
    },
    now,
    siteUrl: requiredEnv('SITE_URL'),
  };
}

/** The logical table a stream record comes from (its ARN names the physical table). */
function logicalTable(record: DynamoDBRecord): ContentTable | undefined {
  const physical = /:table\/([^/]+)\/stream\//.exec(record.eventSourceARN ?? '')?.[1];
  return CONTENT_TABLES.find((name) => process.env[tableEnvVar(name)] === physical);
}

function toChange(record: DynamoDBRecord): ContentChange | undefined {
  const table = logicalTable(record);
  if (!table) return undefined;
  return { table, ...streamImages(record) };
}

const KIND: Record<ContentTable, string> = { blog_posts: 'post', projects: 'project', videos: 'video', seo_pages: 'page' };

/** The item a change is about: its id (a page record's key) for the logs and the metrics. */
const contentIdOf = (change: ContentChange) => String((change.after ?? change.before)?.[change.table === 'seo_pages' ? 'page_key' : 'id'] ?? '');

/**
 * The publisher: the outbox consumer of the content tables' streams. Each change names the pages it affects (the
 * item's page, its lists, the home page when it shows there); those are rendered with the build's SSR renderer from
 * the current content and written to the site bucket with a fresh sitemap, again while the content changed meanwhile
 * (`publishRoutes`); pages of items no longer public are deleted; the CDN forgets the old copies. Records are
 * handled in order (`dynamoStreamHandler`); one that fails is counted and reported, so it and the ones after it are
 * retried with backoff and, after the last retry, go to the dead-letter queue, whose alarm tells the team.
 *
 * A published item whose `publish_at` is ahead is not public yet: its change keeps its page away and makes (or moves)
 * its one-time schedule, whose target (publish-scheduled.ts) publishes it when the time comes; a change that clears
 * the time, unpublishes or deletes the item deletes the schedule.
 */
export function createPublishHandler(deps: () => PublishDeps, schedules: () => OneTimeSchedules) {
  return dynamoStreamHandler(
    async (record) => {
      const change = toChange(record);
      if (!change) return;
      const publish = deps();
      const now = publish.now();
      const [contentId, kind] = [contentIdOf(change), KIND[change.table]];
      try {
        await syncPublishSchedule(schedules(), change, now);
        const routes = affectedRoutes([change], now);
        if (routes.render.length === 0 && routes.remove.length === 0) return;
        const paths = await publishRoutes(publish, routes);
        logger.info('pages published', { paths });
        if (isPublicItem(change.table, change.after, now)) recordContentPublished(contentId, kind);
      } catch (error) {
        recordPublishFailure(contentId, kind, error);
        throw error;
      }
    },
    { source: 'content streams' },
  );
}

export const handler = createPublishHandler(publishDependencies, () => oneTimeSchedules('publish'));
