import { useEffect, useState, type RefObject } from 'react';
import type { ProjectSummary } from '../../../shared/content/types';
import { useInView } from '../sections/useInView';
import { useProjectsApi } from './useProjectsApi';

export type PortfolioState = { rows: [ProjectSummary[], ProjectSummary[]]; status: 'idle' | 'loading' | 'ready' };

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

/**
 * The home portfolio (content-pages.md §4, §7): projects newest first, duplicates by title dropped, split into two
 * rows. Loaded when the section at `ref` nears the viewport; a failure is logged and shows the empty state (§8).
 */
export function useHomePortfolio(ref: RefObject<Element | null>): PortfolioState {
  const api = useProjectsApi();
  const near = useInView(ref, { rootMargin: '600px', once: true });
  const [state, setState] = useState<PortfolioState>({ rows: [[], []], status: 'idle' });

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'loading' }));
    api.list(controller.signal).then(
      (projects) => {
        const summaries = projects.map(({ id, title, category, image_url, slug }) => ({ id, title, category, image_url, slug }));
        setState({ rows: splitInHalf(uniqueByTitle(summaries)), status: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load projects', error);
        setState({ rows: [[], []], status: 'ready' });
      },
    );
    return () => controller.abort();
  }, [api, near]);

  return state;
}
