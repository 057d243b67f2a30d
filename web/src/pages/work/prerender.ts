import { seedProjects } from '../../../../shared/content/seed/projects';
import type { PagePrerender } from '../../app/page-data';
import { projectKeys } from '../../features/projects/project-queries';

/** Prerenders the Work grid with the seeded projects (newest first, as the API answers). */
export const prerender: PagePrerender = {
  pattern: '/work',
  queries: () => [{ queryKey: projectKeys.list, data: [...seedProjects].sort((a, b) => b.created_at.localeCompare(a.created_at)) }],
};
