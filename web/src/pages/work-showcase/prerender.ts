import { findFallbackProject } from '../../../../shared/content/fallback-project';
import { bestProjectMatch } from '../../../../shared/content/project-match';
import type { PagePrerender } from '../../app/page-data';
import type { SiteContent } from '../../../../shared/content/site-content';
import { projectPageData } from '../../features/projects/project-prerender';
import { projectKeys } from '../../features/projects/project-queries';
import { nextProject } from '../../features/projects/work-cards';

/** The showcase addresses (listed as static paths) with the data the API would answer. */
export const prerender: PagePrerender = {
  pattern: '/work/:name',
  queries: (path, content) => {
    const name = showcaseName(path);
    if (name === 'sculpted') {
      const newest = newestSculpted(content);
      const next = newest ? [{ queryKey: projectKeys.next(newest.title), data: nextProject(content.projects, newest) }] : [];
      return [{ queryKey: projectKeys.list, data: content.projects }, ...next];
    }
    return pageData(name, content).queries;
  },
  values: (path, content) => {
    const name = showcaseName(path);
    if (name === 'sculpted') return projectPageData(name, newestSculpted(content), content.projects).values;
    return pageData(name, content).values;
  },
};

const showcaseName = (path: string) => decodeURIComponent(path.split('/').pop() ?? '');

const pageData = (name: string, content: SiteContent) => projectPageData(name, bestProjectMatch(content.projects, name) ?? findFallbackProject(name), content.projects);

/** /work/sculpted shows the newest sculpted project (the list is newest first). */
const newestSculpted = (content: SiteContent) => content.projects.find((project) => project.project_type === 'sculpted');
