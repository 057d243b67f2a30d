import { seedProjects } from '../../../../shared/content/seed/projects';
import type { PagePrerender } from '../../app/page-data';
import { projectDataKey } from '../../hooks/useProjectDetail';
import { installServerPurifier } from '../../ui/safe-html-server';

installServerPurifier();

const sculpted = () => seedProjects.filter((project) => project.project_type === 'sculpted');

/** Prerenders /sculpted/{slug} for the seeded sculpted projects (same page-data key as /projects/{slug}). */
export const prerender: PagePrerender = {
  pattern: '/sculpted/:slug',
  paths: () => sculpted().map((project) => `/sculpted/${project.slug}`),
  data: (path) => {
    const slug = decodeURIComponent(path.split('/').pop() ?? '');
    const project = seedProjects.find((candidate) => candidate.slug === slug);
    return project ? { [projectDataKey(slug)]: project } : {};
  },
};
