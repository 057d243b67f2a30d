import { publicSiteContent, type SiteContent } from '../../../shared/content/site-content';
import { seoPages } from '../../seo/deps';
import { postStore, projectStore, videoStore } from '../deps';

/**
 * The site's public content as the database holds it at `now` (items scheduled for later left out). Read whole and consistently on every publish rather than
 * taken from the stream's images: whatever order changes arrive in, the pages end up showing the latest state.
 */
export async function readSiteContent(now: Date): Promise<SiteContent> {
  const [projects, posts, videos, pages] = await Promise.all([
    projectStore().listAll(),
    postStore().listAll(),
    videoStore().listAll(),
    seoPages().list(),
  ]);
  return publicSiteContent({ projects, posts, videos, seoPages: pages }, now);
}
