import { seedPosts } from '../../../../shared/content/seed/posts';
import type { BlogPostSummary } from '../../../../shared/content/types';
import type { PagePrerender } from '../../app/page-data';
import { postKeys } from '../../features/insights/post-queries';

/** Prerenders the insights grid with the published seeded posts, newest first and without their body (as the API answers). */
export const prerender: PagePrerender = {
  pattern: '/insights',
  queries: () => {
    const posts: BlogPostSummary[] = seedPosts
      .filter((post) => post.published)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(({ content: _content, ...summary }) => summary);
    return [{ queryKey: postKeys.list, data: posts }];
  },
};
