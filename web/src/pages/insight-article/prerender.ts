import { seedPosts } from '../../../../shared/content/seed/posts';
import type { PagePrerender } from '../../app/page-data';
import { markdownToHtml } from '../../features/insights/article-html';
import { articleBodyValueKey, postKeys } from '../../features/insights/post-queries';
import { installServerPurifier } from '../../ui/safe-html-server';

// The body is Markdown rendered to HTML: prerender it sanitised, as the browser does.
installServerPurifier();

/**
 * Prerenders every published seeded article. The page reads its post through `useInsightArticle`, and its body
 * converted to HTML through `articleBodyValueKey`, so the prerendered page carries both and the browser runs no
 * Markdown conversion (it still sanitises the HTML, as everywhere).
 */
const published = () => seedPosts.filter((post) => post.published);
const postAt = (path: string) => published().find((post) => post.slug === decodeURIComponent(path.split('/').pop() ?? ''));

export const prerender: PagePrerender = {
  pattern: '/insights/:slug',
  paths: () => published().map((post) => `/insights/${post.slug}`),
  queries: (path) => {
    const post = postAt(path);
    return post ? [{ queryKey: postKeys.one(post.slug), data: post }] : [];
  },
  values: (path) => {
    const post = postAt(path);
    return post ? { [articleBodyValueKey(post.slug)]: markdownToHtml(post.content) } : {};
  },
};
