import type { BlogPostSummary } from '../../../../shared/content/types';
import type { PagePrerender } from '../../app/page-data';
import { postKeys } from '../../features/insights/post-queries';

/** Prerenders the insights grid with the published posts, newest first and without their body (as the API answers). */
export const prerender: PagePrerender = {
  pattern: '/insights',
  queries: (_path, content) => {
    const posts: BlogPostSummary[] = content.posts.map(({ content: _content, ...summary }) => summary);
    return [{ queryKey: postKeys.list, data: posts }];
  },
};
