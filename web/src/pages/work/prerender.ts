import { seedProjects } from '../../../../shared/content/seed/projects';
import type { PagePrerender } from '../../app/page-data';
import { PROJECT_LIST_KEY } from '../../hooks/useProjectList';

/** Prerenders the Work grid with the seeded projects (newest first, as the API answers). */
export const prerender: PagePrerender = {
  pattern: '/work',
  data: () => ({ [PROJECT_LIST_KEY]: [...seedProjects].sort((a, b) => b.created_at.localeCompare(a.created_at)) }),
};
