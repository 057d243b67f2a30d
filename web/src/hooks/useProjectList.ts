import type { Project } from '../../../shared/content/types';
import { usePageData } from '../app/page-data';
import { useProjectsApi } from './useProjectsApi';

/** The key of the Work list in the page data (prerendered from the seed by pages/work/prerender.ts). */
export const PROJECT_LIST_KEY = 'work:projects';

/**
 * The Work page's projects, newest first. A failure is logged and reads as an empty list (content-pages.md §8).
 */
export function useProjectList(): { projects: Project[]; loading: boolean } {
  const api = useProjectsApi();
  const { data, status } = usePageData<Project[]>(PROJECT_LIST_KEY, () =>
    api.list().catch((error: unknown) => {
      console.error('Failed to load projects', error);
      return [];
    }),
  );
  return { projects: data ?? [], loading: status === 'loading' };
}
