import { seedProjects } from '../../../../shared/content/seed/projects';
import type { PagePrerender } from '../../app/page-data';
import { projectKeys } from '../../features/projects/project-queries';
import { installServerPurifier } from '../../ui/safe-html-server';

installServerPurifier();

const sculpted = () => seedProjects.filter((project) => project.project_type === 'sculpted');

/** Prerenders /sculpted/{slug} for the seeded sculpted projects (same page-data key as /projects/{slug}). */
export const prerender: PagePrerender = {
  pattern: '/sculpted/:slug',
  paths: () => sculpted().map((project) => `/sculpted/${project.slug}`),
  queries: (path) => {
    const slug = decodeURIComponent(path.split('/').pop() ?? '');
    const project = seedProjects.find((candidate) => candidate.slug === slug);
    return project ? [{ queryKey: projectKeys.one(slug), data: project }] : [];
  },
};
