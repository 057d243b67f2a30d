import { findFallbackProject } from '../../../../shared/content/fallback-project';
import { bestProjectMatch } from '../../../../shared/content/project-match';
import type { PagePrerender } from '../../app/page-data';
import { projectDataKey } from '../../hooks/useProjectDetail';
import { PROJECT_LIST_KEY } from '../../hooks/useProjectList';
import { installServerPurifier } from '../../ui/safe-html-server';

installServerPurifier();

/** The showcase addresses (listed as static paths) with the data the API would answer. */
export const prerender: PagePrerender = {
  pattern: '/work/:name',
  data: (path, content) => {
    const name = decodeURIComponent(path.split('/').pop() ?? '');
    if (name === 'sculpted') return { [PROJECT_LIST_KEY]: content.projects };
    const project = bestProjectMatch(content.projects, name) ?? findFallbackProject(name);
    return project ? { [projectDataKey(name)]: project } : {};
  },
};
