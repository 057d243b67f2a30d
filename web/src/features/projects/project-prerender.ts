import type { Project } from '../../../../shared/content/types';
import { prerenderedHtml } from '../../ui/safe-html-server';
import { projectHtmlValueKey, projectPageQueries } from './project-queries';
import { heroBanner2 } from './project-sections';

/**
 * Build time only: what a project page is prerendered with. Its queries, and the HTML it shows already sanitised, so
 * the browser hydrates the page without loading a sanitiser.
 */
export const projectPageData = (slug: string, project: Project | undefined, projects: readonly Project[]) => ({
  queries: project ? projectPageQueries(slug, project, projects) : [],
  values: project ? projectHtmlValues(project) : {},
});

function projectHtmlValues(project: Project): Record<string, unknown> {
  const banner = heroBanner2(project);
  return banner ? { [projectHtmlValueKey(project.id)]: prerenderedHtml(banner.html, banner.html) } : {};
}
