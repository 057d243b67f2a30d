import { bestProjectMatch } from '../../../../shared/content/project-match';
import { sculptedPath, type SiteContent } from '../../../../shared/content/site-content';
import type { PagePrerender } from '../../app/page-data';
import { projectPageQueries } from '../../features/projects/project-queries';
import { installServerPurifier } from '../../ui/safe-html-server';

installServerPurifier();

const sculpted = (content: SiteContent) => content.projects.filter((project) => project.project_type === 'sculpted');

/** Prerenders /sculpted/{slug} for the published sculpted projects (same query as /projects/{slug}). */
export const prerender: PagePrerender = {
  pattern: '/sculpted/:slug',
  paths: (content) => sculpted(content).map(sculptedPath),
  queries: (path, content) => {
    const slug = decodeURIComponent(path.split('/').pop() ?? '');
    const project = bestProjectMatch(sculpted(content), slug);
    return project ? projectPageQueries(slug, project, content.projects) : [];
  },
};
