import { findFallbackProject } from '../../../../shared/content/fallback-project';
import { bestProjectMatch } from '../../../../shared/content/project-match';
import type { PagePrerender } from '../../app/page-data';
import { projectKeys, projectPageQueries } from '../../features/projects/project-queries';
import { nextProject } from '../../features/projects/work-cards';
import { installServerPurifier } from '../../ui/safe-html-server';

installServerPurifier();

/** The showcase addresses (listed as static paths) with the data the API would answer. */
export const prerender: PagePrerender = {
  pattern: '/work/:name',
  queries: (path, content) => {
    const name = decodeURIComponent(path.split('/').pop() ?? '');
    if (name === 'sculpted') {
      const newest = content.projects.find((project) => project.project_type === 'sculpted');
      const next = newest ? [{ queryKey: projectKeys.next(newest.title), data: nextProject(content.projects, newest) }] : [];
      return [{ queryKey: projectKeys.list, data: content.projects }, ...next];
    }
    const project = bestProjectMatch(content.projects, name) ?? findFallbackProject(name);
    return project ? projectPageQueries(name, project, content.projects) : [];
  },
};
