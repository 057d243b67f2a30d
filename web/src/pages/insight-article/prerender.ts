import { articlePath } from '../../../../shared/content/site-content';
import type { PagePrerender } from '../../app/page-data';
import { markdownToHtml } from '../../features/insights/article-html';
import { articleBodyDataKey, insightDataKey } from '../../hooks/useInsightArticle';
import { installServerPurifier } from '../../ui/safe-html-server';

// The body is Markdown rendered to HTML: prerender it sanitised, as the browser does.
installServerPurifier();

/**
 * Prerenders every published article. The page reads its post through `useInsightArticle`, and its body
 * converted to HTML through `articleBodyDataKey`, so the prerendered page carries both and the browser runs no
 * Markdown conversion (it still sanitises the HTML, as everywhere).
 */
export const prerender: PagePrerender = {
  pattern: '/insights/:slug',
  paths: (content) => content.posts.map(articlePath),
  data: (path, content) => {
    const slug = decodeURIComponent(path.split('/').pop() ?? '');
    const post = content.posts.find((candidate) => candidate.slug === slug);
    return post ? { [insightDataKey(slug)]: post, [articleBodyDataKey(slug)]: markdownToHtml(post.content) } : {};
  },
};
