import { bestProjectMatch } from '../../../../shared/content/project-match';
import { sculptedPath, type SiteContent } from '../../../../shared/content/site-content';
import type { PagePrerender } from '../../app/page-data';
import { projectPageData } from '../../features/projects/project-prerender';

const sculpted = (content: SiteContent) => content.projects.filter((project) => project.project_type === 'sculpted');

/** Prerenders /sculpted/{slug} for the published sculpted projects (same query as /projects/{slug}). */
export const prerender: PagePrerender = {
  pattern: '/sculpted/:slug',
  paths: (content) => sculpted(content).map(sculptedPath),
  queries: (path, content) => pageData(path, content).queries,
  values: (path, content) => pageData(path, content).values,
};

function pageData(path: string, content: SiteContent) {
  const slug = decodeURIComponent(path.split('/').pop() ?? '');
  return projectPageData(slug, bestProjectMatch(sculpted(content), slug), content.projects);
}
