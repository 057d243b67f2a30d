import { useEffect } from 'react';
import type { BlogPostSummary } from '../../../shared/content/types';
import { usePageData, type PageDataState } from '../app/page-data';
import { notifyError } from '../ui';
import { usePostsApi } from './usePostsApi';

/** The page-data key of the insights list (prerendered from the seed by pages/insights/prerender.ts). */
export const INSIGHT_LIST_KEY = 'insights:list';

/** Published posts, newest first; a failure raises the catalogue's toast (content-pages.md §8). */
export function useInsightList(): PageDataState<BlogPostSummary[]> {
  const api = usePostsApi();
  const state = usePageData(INSIGHT_LIST_KEY, () => api.list());
  useEffect(() => {
    if (state.status !== 'error') return;
    console.error('Failed to fetch blog posts', state.error);
    void notifyError({ title: 'Error', message: 'Failed to fetch blog posts. Please refresh the page.' });
  }, [state.status, state.error]);
  return state;
}
