import { findFallbackProject } from '../../../../shared/content/fallback-project';
import { bestProjectMatch } from '../../../../shared/content/project-match';
import type { PagePrerender } from '../../app/page-data';
import { projectKeys } from '../../features/projects/project-queries';
import { installServerPurifier } from '../../ui/safe-html-server';

installServerPurifier();

/** The showcase addresses (listed as static paths) with the data the API would answer. */
export const prerender: PagePrerender = {
  pattern: '/work/:name',
  queries: (path, content) => {
    const name = decodeURIComponent(path.split('/').pop() ?? '');
    if (name === 'sculpted') return [{ queryKey: projectKeys.list, data: content.projects }];
    const project = bestProjectMatch(content.projects, name) ?? findFallbackProject(name);
    return project ? [{ queryKey: projectKeys.one(name), data: project }] : [];
  },
};
