import { MediaPanel } from './MediaPanel';
import { PostsPanel } from './PostsPanel';
import { ProjectsPanel } from './ProjectsPanel';
import { SeoPanel } from './SeoPanel';
import { VideosPanel } from './VideosPanel';

/** The content studio's dashboard sections, loaded as one chunk when a studio tab opens. */
export const studioPanels = {
  insights: PostsPanel,
  projects: ProjectsPanel,
  videos: VideosPanel,
  seo: SeoPanel,
  media: MediaPanel,
};
