import { articlePath } from '../../../../shared/content/site-content';
import type { PagePrerender } from '../../app/page-data';
import { markdownToHtml } from '../../features/insights/article-html';
import { articleBodyValueKey, postKeys } from '../../features/insights/post-queries';
import { prerenderedHtml } from '../../ui/safe-html-server';

const postAt = <T extends { slug: string }>(path: string, posts: T[]) => posts.find((post) => post.slug === decodeURIComponent(path.split('/').pop() ?? ''));

/**
 * Prerenders every published article. The page reads its post through `useInsightArticle`, and its body
 * converted to HTML and sanitised through `articleBodyValueKey`, so the prerendered page carries both and the browser
 * neither converts nor sanitises the body.
 */
export const prerender: PagePrerender = {
  pattern: '/insights/:slug',
  paths: (content) => content.posts.map(articlePath),
  queries: (path, content) => {
    const post = postAt(path, content.posts);
    return post ? [{ queryKey: postKeys.one(post.slug), data: post }] : [];
  },
  values: (path, content) => {
    const post = postAt(path, content.posts);
    return post ? { [articleBodyValueKey(post.slug)]: prerenderedHtml(post.content, markdownToHtml(post.content)) } : {};
  },
};
