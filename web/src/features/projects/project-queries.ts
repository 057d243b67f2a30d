import { useEffect } from 'react';
import { useServerQuery } from '../../app/query-client';
import type { Project, ProjectSummary } from '../../../../shared/content/types';
import { http, schemaGroup } from '../../lib/http';
import { splitInHalf, titleKey, uniqueByTitle } from './portfolio-rows';
import { nextProject } from './work-cards';

const contentAnswer = schemaGroup(() => import('../../../../shared/content/schemas'));

/** Projects are cached by resource: the list, and each project by its address segment. */
export const projectKeys = {
  list: ['projects'] as const,
  one: (slug: string) => ['projects', slug] as const,
  /** The card a project page ends with: only the next project, so a prerendered project page carries no list. */
  next: (title: string) => ['next-project', titleKey(title)] as const,
};

/** The key of a sculpted project's highlights text sanitised, which only prerendering provides (see SculptedLayout). */
export const projectHtmlValueKey = (projectId: string) => `project-html:${projectId}`;

export const projectsApi = {
  /** GET /api/projects: every project, newest first. */
  list: async (signal?: AbortSignal): Promise<Project[]> =>
    (await http.read('GET', '/api/projects', contentAnswer((schemas) => schemas.projectListResponseSchema), { signal })).projects,
  /** GET /api/projects/{slug}: the matching project (or the built-in fallback); 404 NOT_FOUND otherwise. */
  get: async (slug: string, signal?: AbortSignal): Promise<Project> =>
    (await http.read('GET', `/api/projects/${encodeURIComponent(slug)}`, contentAnswer((schemas) => schemas.projectResponseSchema), { signal })).project,
};

/** The three states a page shows for data it reads. */
export type ReadState<T> = { data: T | undefined; status: 'loading' | 'ready' | 'error'; error: unknown };

export function readState<T>(query: { data: T | undefined; status: 'pending' | 'success' | 'error'; error: unknown }): ReadState<T> {
  return { data: query.data, status: query.status === 'pending' ? 'loading' : query.status === 'success' ? 'ready' : 'error', error: query.error };
}

/** One project by its address segment (slug, slug ignoring case, title, or the built-in fallback). */
export function useProjectDetail(slug: string): ReadState<Project> {
  return readState(useServerQuery({ queryKey: projectKeys.one(slug), queryFn: ({ signal }) => projectsApi.get(slug, signal) }));
}

/** The Work page's projects, newest first. A failure is logged and reads as an empty list. */
export function useProjectList(): { projects: Project[]; loading: boolean } {
  const { data, isPending, error } = useServerQuery({ queryKey: projectKeys.list, queryFn: ({ signal }) => projectsApi.list(signal) });
  useEffect(() => {
    if (error) console.error('Failed to load projects', error);
  }, [error]);
  return { projects: data ?? [], loading: isPending && !error };
}

export type PortfolioState = { rows: [ProjectSummary[], ProjectSummary[]]; status: 'loading' | 'ready' };

const portfolioRows = (projects: Project[]): PortfolioState['rows'] =>
  splitInHalf(uniqueByTitle(projects.map(({ id, title, category, image_url, slug }) => ({ id, title, category, image_url, slug }))));

/**
 * The home portfolio: projects newest first, duplicates by title dropped, split into two rows (its code loads when
 * the section nears the viewport); a failure is logged and shows the empty state.
 */
export function useHomePortfolio(): PortfolioState {
  const { data, isPending, error } = useServerQuery({ queryKey: projectKeys.list, queryFn: ({ signal }) => projectsApi.list(signal), select: portfolioRows });
  useEffect(() => {
    if (error) console.error('Failed to load projects', error);
  }, [error]);
  if (error) return { rows: [[], []], status: 'ready' };
  return isPending ? { rows: [[], []], status: 'loading' } : { rows: data ?? [[], []], status: 'ready' };
}

/** The project after this one in the Work grid's order (null when there is none); loaded with the page's content. */
export function useNextProject(current: Pick<Project, 'title'>): Project | null | undefined {
  const { data } = useServerQuery({ queryKey: projectKeys.next(current.title), queryFn: async ({ signal }) => nextProject(await projectsApi.list(signal), current) });
  return data;
}

/** What a project page reads, for the prerenderer: the project under its address segment and the next project's card. */
export function projectPageQueries(slug: string, project: Project, projects: readonly Project[]) {
  return [
    { queryKey: projectKeys.one(slug), data: project },
    { queryKey: projectKeys.next(project.title), data: nextProject(projects, project) },
  ];
}
