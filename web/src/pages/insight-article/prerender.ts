import { seedPosts } from '../../../../shared/content/seed/posts';
import type { PagePrerender } from '../../app/page-data';
import { installServerPurifier } from '../../ui/safe-html-server';

// The body is Markdown rendered to HTML: prerender it sanitised, as the browser does.
installServerPurifier();

/**
 * Prerenders every published seeded article. The page reads its post with
 * `usePageData(\`insight:${slug}\`, () => api.getPost(slug))`, so the prerendered HTML carries it.
 */
const published = () => seedPosts.filter((post) => post.published);

export const prerender: PagePrerender = {
  pattern: '/insights/:slug',
  paths: () => published().map((post) => `/insights/${post.slug}`),
  data: (path) => {
    const slug = decodeURIComponent(path.split('/').pop() ?? '');
    const post = published().find((candidate) => candidate.slug === slug);
    return post ? { [`insight:${slug}`]: post } : {};
  },
};
