import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { JSX } from 'react';
import { MediaPanel } from './MediaPanel';
import { PostsPanel } from './PostsPanel';
import { ProjectsPanel } from './ProjectsPanel';
import { SeoPanel } from './SeoPanel';
import { VideosPanel } from './VideosPanel';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/** Wraps a studio section in the query client (the dashboard's other sections do not use one yet). */
const withQueries = (Section: () => JSX.Element) =>
  function StudioSection() {
    return (
      <QueryClientProvider client={queryClient}>
        <Section />
      </QueryClientProvider>
    );
  };

/** The content studio's dashboard sections, loaded as one chunk when a studio tab opens. */
export const studioPanels = {
  insights: withQueries(PostsPanel),
  projects: withQueries(ProjectsPanel),
  videos: withQueries(VideosPanel),
  seo: withQueries(SeoPanel),
  media: withQueries(MediaPanel),
};
