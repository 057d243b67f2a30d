import type { PagePrerender } from '../../app/page-data';
import { projectKeys } from '../../features/projects/project-queries';

/** Prerenders the Work grid with the published projects (newest first, as the API answers). */
export const prerender: PagePrerender = {
  pattern: '/work',
  queries: (_path, content) => [{ queryKey: projectKeys.list, data: content.projects }],
};
