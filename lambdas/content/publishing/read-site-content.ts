import { publicSiteContent, type SiteContent } from '../../../shared/content/site-content';
import { dynamo, tableName } from '../../lib/aws';
import { SeoPageStore } from '../../seo/seo-page-store';
import { postStore, projectStore, videoStore } from '../deps';

/**
 * The site's public content as the database holds it at `now` (items scheduled for later left out). Read whole and consistently on every publish rather than
 * taken from the stream's images: whatever order changes arrive in, the pages end up showing the latest state.
 */
export async function readSiteContent(now: Date): Promise<SiteContent> {
  const [projects, posts, videos, seoPages] = await Promise.all([
    projectStore().listAll(),
    postStore().listAll(),
    videoStore().listAll(),
    new SeoPageStore(dynamo(), tableName('seo_pages')).list(),
  ]);
  return publicSiteContent({ projects, posts, videos, seoPages }, now);
}
