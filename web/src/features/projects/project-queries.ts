import { useQuery } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import type { Project, ProjectSummary } from '../../../../shared/content/types';
import { http } from '../../hooks/useHttp';
import { useInView } from '../../sections/useInView';

/** Projects are cached by resource: the list, and each project by its address segment. */
export const projectKeys = {
  list: ['projects'] as const,
  one: (slug: string) => ['projects', slug] as const,
};

export const projectsApi = {
  /** GET /api/projects: every project, newest first. */
  list: async (signal?: AbortSignal): Promise<Project[]> =>
    (await http.read('GET', '/api/projects', (schemas) => schemas.projectListResponseSchema, { signal })).projects,
  /** GET /api/projects/{slug}: the matching project (or the built-in fallback); 404 NOT_FOUND otherwise. */
  get: async (slug: string, signal?: AbortSignal): Promise<Project> =>
    (await http.read('GET', `/api/projects/${encodeURIComponent(slug)}`, (schemas) => schemas.projectResponseSchema, { signal })).project,
};

/** The three states a page shows for data it reads. */
export type ReadState<T> = { data: T | undefined; status: 'loading' | 'ready' | 'error'; error: unknown };

export function readState<T>(query: { data: T | undefined; status: 'pending' | 'success' | 'error'; error: unknown }): ReadState<T> {
  return { data: query.data, status: query.status === 'pending' ? 'loading' : query.status === 'success' ? 'ready' : 'error', error: query.error };
}

/** One project by its address segment (slug, slug ignoring case, title, or the built-in fallback). */
export function useProjectDetail(slug: string): ReadState<Project> {
  return readState(useQuery({ queryKey: projectKeys.one(slug), queryFn: ({ signal }) => projectsApi.get(slug, signal) }));
}

/** The Work page's projects, newest first. A failure is logged and reads as an empty list. */
export function useProjectList(): { projects: Project[]; loading: boolean } {
  const { data, isPending, error } = useQuery({ queryKey: projectKeys.list, queryFn: ({ signal }) => projectsApi.list(signal) });
  useEffect(() => {
    if (error) console.error('Failed to load projects', error);
  }, [error]);
  return { projects: data ?? [], loading: isPending && !error };
}

/** Drops later projects whose title repeats an earlier one (case and spacing ignored). */
export function uniqueByTitle<T extends { title: string }>(projects: readonly T[]): T[] {
  const seen = new Set<string>();
  return projects.filter((project) => {
    const key = project.title.trim().toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Splits a list in half: the first row gets the extra item when the count is odd. */
export function splitInHalf<T>(items: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}

export type PortfolioState = { rows: [ProjectSummary[], ProjectSummary[]]; status: 'idle' | 'loading' | 'ready' };

const portfolioRows = (projects: Project[]): PortfolioState['rows'] =>
  splitInHalf(uniqueByTitle(projects.map(({ id, title, category, image_url, slug }) => ({ id, title, category, image_url, slug }))));

/**
 * The home portfolio: projects newest first, duplicates by title dropped, split into two rows. Loaded when the
 * section at `ref` nears the viewport; a failure is logged and shows the empty state.
 */
export function useHomePortfolio(ref: RefObject<Element | null>): PortfolioState {
  const near = useInView(ref, { rootMargin: '600px', once: true });
  const { data, isPending, error } = useQuery({ queryKey: projectKeys.list, queryFn: ({ signal }) => projectsApi.list(signal), enabled: near, select: portfolioRows });
  useEffect(() => {
    if (error) console.error('Failed to load projects', error);
  }, [error]);
  if (!near) return { rows: [[], []], status: 'idle' };
  if (error) return { rows: [[], []], status: 'ready' };
  return isPending ? { rows: [[], []], status: 'loading' } : { rows: data ?? [[], []], status: 'ready' };
}
