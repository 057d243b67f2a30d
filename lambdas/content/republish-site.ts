import { logger } from '../lib/logger';
import { publishDependencies } from './publish-changes';
import { republishSite } from './publishing/publish-routes';

/**
 * Renders every page of the site from the database's current content. Invoked once the web build is in the site
 * bucket (after each deploy; locally on every start), so the build's seed-based pages never hide what the studio
 * published, and pages it removed stay removed.
 */
export async function handler(): Promise<{ published: number }> {
  const paths = await republishSite(publishDependencies());
  logger.info('site republished', { pages: paths.length });
  return { published: paths.length };
}
