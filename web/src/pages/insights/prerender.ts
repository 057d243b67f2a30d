import type { BlogPostSummary } from '../../../../shared/content/types';
import type { PagePrerender } from '../../app/page-data';
import { INSIGHT_LIST_KEY } from '../../hooks/useInsightList';

/** Prerenders the insights grid with the published posts, newest first and without their body (as the API answers). */
export const prerender: PagePrerender = {
  pattern: '/insights',
  data: (_path, content) => {
    const posts: BlogPostSummary[] = content.posts.map(({ content: _content, ...summary }) => summary);
    return { [INSIGHT_LIST_KEY]: posts };
  },
};
