import type { PagePrerender } from '../../app/page-data';
import { PROJECT_LIST_KEY } from '../../hooks/useProjectList';

/** Prerenders the Work grid with the published projects (newest first, as the API answers). */
export const prerender: PagePrerender = {
  pattern: '/work',
  data: (_path, content) => ({ [PROJECT_LIST_KEY]: content.projects }),
};
