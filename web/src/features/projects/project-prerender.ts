import type { Project } from '../../../../shared/content/types';
import type { PrerenderedQuery } from '../../app/query-client';
import { prerenderedHtml } from '../../ui/safe-html-server';
import { projectHtmlValueKey, projectKeys } from './project-queries';
import { heroBanner2 } from './project-sections';

/**
 * Build time only: what a project page is prerendered with. Its query, and the HTML it shows already sanitised, so
 * the browser hydrates the page without loading a sanitiser.
 */
export const projectPageData = (slug: string, project: Project | undefined) => ({
  queries: (project ? [{ queryKey: projectKeys.one(slug), data: project }] : []) satisfies PrerenderedQuery[],
  values: project ? projectHtmlValues(project) : {},
});

function projectHtmlValues(project: Project): Record<string, unknown> {
  const banner = heroBanner2(project);
  return banner ? { [projectHtmlValueKey(project.id)]: prerenderedHtml(banner.html, banner.html) } : {};
}
