import { fallbackAsProject, fallbackProjects, findFallbackProject } from '../../../../shared/content/fallback-project';
import { projectPath, type SiteContent } from '../../../../shared/content/site-content';
import { bestProjectMatch } from '../../../../shared/content/project-match';
import type { PagePrerender } from '../../app/page-data';
import { projectPageData } from '../../features/projects/project-prerender';

/**
 * Prerenders every published project, and the built-in projects the API answers for when no published one has their
 * name. The page reads its project with `useProjectDetail(slug)` and the next one's card, whose queries this seeds. A
 * project page without a file is not published: it answers 404.
 */
export const prerender: PagePrerender = {
  pattern: '/projects/:slug',
  paths: (content) => {
    const published = content.projects.map(projectPath);
    const builtIn = fallbackProjects.map(fallbackAsProject).filter((project) => !bestProjectMatch(content.projects, project.slug));
    return [...published, ...builtIn.map(projectPath)];
  },
  queries: (path, content) => pageData(path, content).queries,
  values: (path, content) => pageData(path, content).values,
};

function pageData(path: string, content: SiteContent) {
  const slug = decodeURIComponent(path.split('/').pop() ?? '');
  return projectPageData(slug, bestProjectMatch(content.projects, slug) ?? findFallbackProject(slug), content.projects);
}
