import { projectPath } from '../../../../shared/content/site-content';
import { bestProjectMatch } from '../../../../shared/content/project-match';
import type { PagePrerender } from '../../app/page-data';
import { installServerPurifier } from '../../ui/safe-html-server';

// Sculpted projects carry HTML (hero_banner_2_text): prerender it sanitised, as the browser does.
installServerPurifier();

/**
 * Prerenders every published project. The page reads its project with
 * `usePageData(\`project:${slug}\`, () => api.getProject(slug))`, so the prerendered HTML carries it.
 */
export const prerender: PagePrerender = {
  pattern: '/projects/:slug',
  paths: (content) => content.projects.map(projectPath),
  data: (path, content) => {
    const slug = decodeURIComponent(path.split('/').pop() ?? '');
    const project = bestProjectMatch(content.projects, slug);
    return project ? { [`project:${slug}`]: project } : {};
  },
};
