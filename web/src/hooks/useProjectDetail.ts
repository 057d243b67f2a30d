import type { Project } from '../../../shared/content/types';
import { usePageData, type PageDataState } from '../app/page-data';
import { useProjectsApi } from './useProjectsApi';

/** The page-data key of a project; pages/project/prerender.ts fills it from the seed. */
export const projectDataKey = (slug: string) => `project:${slug}`;

/** One project by its address segment (slug, slug ignoring case, title, or the built-in fallback). */
export function useProjectDetail(slug: string): PageDataState<Project> {
  const api = useProjectsApi();
  return usePageData(projectDataKey(slug), () => api.get(slug));
}
