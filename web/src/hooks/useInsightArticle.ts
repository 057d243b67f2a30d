import type { BlogPost } from '../../../shared/content/types';
import { usePageData, type PageDataState } from '../app/page-data';
import { usePostsApi } from './usePostsApi';

/** The page-data key of an article; pages/insight-article/prerender.ts fills it from the seed. */
export const insightDataKey = (slug: string) => `insight:${slug}`;
/** The page-data key of an article's body converted to HTML, which only prerendering provides (see ArticleBody). */
export const articleBodyDataKey = (slug: string) => `insight-body:${slug}`;

export function useInsightArticle(slug: string): PageDataState<BlogPost> {
  const api = usePostsApi();
  return usePageData(insightDataKey(slug), () => api.get(slug));
}
