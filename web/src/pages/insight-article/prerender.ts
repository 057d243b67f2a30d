import { seedPosts } from '../../../../shared/content/seed/posts';
import type { PagePrerender } from '../../app/page-data';
import { articleHtml } from '../../features/insights/article-html';
import { articleBodyDataKey, insightDataKey } from '../../hooks/useInsightArticle';
import { installServerPurifier } from '../../ui/safe-html-server';

// The body is Markdown rendered to HTML: converted and sanitised here, with the same DOMPurify rules as the browser.
installServerPurifier();

/**
 * Prerenders every published seeded article. The page reads its post through `useInsightArticle`, and its body as
 * ready HTML through `articleBodyDataKey`, so the prerendered page carries both and the browser converts nothing.
 */
const published = () => seedPosts.filter((post) => post.published);

export const prerender: PagePrerender = {
  pattern: '/insights/:slug',
  paths: () => published().map((post) => `/insights/${post.slug}`),
  data: (path) => {
    const slug = decodeURIComponent(path.split('/').pop() ?? '');
    const post = published().find((candidate) => candidate.slug === slug);
    return post ? { [insightDataKey(slug)]: post, [articleBodyDataKey(slug)]: articleHtml(post.content) } : {};
  },
};
