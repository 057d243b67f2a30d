import { seedProjects } from '../../../../shared/content/seed/projects';
import type { PagePrerender } from '../../app/page-data';
import { installServerPurifier } from '../../ui/safe-html-server';

// Sculpted projects carry HTML (hero_banner_2_text): prerender it sanitised, as the browser does.
installServerPurifier();

/**
 * Prerenders every seeded project. The page reads its project with
 * `usePageData(\`project:${slug}\`, () => api.getProject(slug))`, so the prerendered HTML carries it.
 */
export const prerender: PagePrerender = {
  pattern: '/projects/:slug',
  paths: () => seedProjects.map((project) => `/projects/${project.slug}`),
  data: (path) => {
    const slug = decodeURIComponent(path.split('/').pop() ?? '');
    const project = seedProjects.find((candidate) => candidate.slug === slug);
    return project ? { [`project:${slug}`]: project } : {};
  },
};
