import { seedProjects } from '../../../../shared/content/seed/projects';
import type { PagePrerender } from '../../app/page-data';
import { projectKeys } from '../../features/projects/project-queries';
import { installServerPurifier } from '../../ui/safe-html-server';

// Sculpted projects carry HTML (hero_banner_2_text): prerender it sanitised, as the browser does.
installServerPurifier();

/** Prerenders every seeded project; the page reads it with `useProjectDetail(slug)`, whose query this seeds. */
export const prerender: PagePrerender = {
  pattern: '/projects/:slug',
  paths: () => seedProjects.map((project) => `/projects/${project.slug}`),
  queries: (path) => {
    const slug = decodeURIComponent(path.split('/').pop() ?? '');
    const project = seedProjects.find((candidate) => candidate.slug === slug);
    return project ? [{ queryKey: projectKeys.one(slug), data: project }] : [];
  },
};
