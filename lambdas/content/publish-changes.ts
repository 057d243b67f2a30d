import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { affectedRoutes, type ContentChange, type ContentTable } from '../../shared/content/site-content';
import { loadSiteRenderer, type SiteRenderer } from '../../web/scripts/site-renderer';
import { requiredEnv, s3 } from '../lib/aws';
import { tableEnvVar } from '../../infra/tables/types';
import { pageKey, SiteBucket } from './publishing/site-bucket';
import { publishRoutes, type PublishDeps } from './publishing/publish-routes';
import { readSiteContent } from './publishing/read-site-content';

const CONTENT_TABLES: readonly ContentTable[] = ['blog_posts', 'projects', 'videos', 'seo_pages'];

/** The SSR build: beside the bundle in AWS (SITE_RENDERER_DIR), the repository's web/dist-ssr otherwise. */
const rendererDir = () => process.env.SITE_RENDERER_DIR ?? fileURLToPath(new URL('../../web/dist-ssr/', import.meta.url));

let renderer: Promise<SiteRenderer> | undefined;
let cloudFront: CloudFrontClient | undefined;

/** The publisher's dependencies in a Lambda container (also used by the whole-site republish). */
export function publishDependencies(): PublishDeps {
  const siteUrl = requiredEnv('SITE_URL').replace(/\/+$/, '');
  return {
    renderer: () => {
      renderer ??= loadSiteRenderer(rendererDir(), { main: siteUrl, calendar: siteUrl.replace('://', '://calendar.') });
      renderer.catch(() => (renderer = undefined));
      return renderer;
    },
    readContent: readSiteContent,
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
    now: () => new Date(),
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
  const image = (value: unknown) => (value ? unmarshall(value as Record<string, AttributeValue>) : undefined);
  return { table, before: image(record.dynamodb?.OldImage), after: image(record.dynamodb?.NewImage) };
}

/**
 * The publisher: the outbox consumer of the content tables' streams. A batch's changes name the pages they affect
 * (the item's page, its lists, the home page when it shows there); those are rendered with the build's SSR renderer
 * from the current content and written to the site bucket with a fresh sitemap; pages of items no longer public are
 * deleted; the CDN forgets the old copies. A failure reports the batch's first record, so the whole batch is retried
 * with backoff and, after the last retry, goes to the dead-letter queue, whose alarm tells the team.
 */
export function createPublishHandler(deps: () => PublishDeps) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const changes = event.Records.map(toChange).filter((change): change is ContentChange => change !== undefined);
    const routes = affectedRoutes(changes);
    if (routes.render.length === 0 && routes.remove.length === 0) return { batchItemFailures: [] };
    try {
      const changed = await publishRoutes(deps(), routes);
      console.log(JSON.stringify({ level: 'info', message: 'ContentPublished', paths: changed }));
      return { batchItemFailures: [] };
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'error', message: 'PublishFailures', routes, error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error) }),
      );
      const first = event.Records[0];
      return { batchItemFailures: [{ itemIdentifier: first?.dynamodb?.SequenceNumber ?? first?.eventID ?? '' }] };
    }
  };
}

export const handler = createPublishHandler(publishDependencies);
