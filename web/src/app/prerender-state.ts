import type { PrerenderedQuery } from './query-client';

/** What a prerendered page carries for hydration: the site and path it was rendered for, its queries and values. */
export type PrerenderState = { site: 'main' | 'calendar'; path: string; queries: PrerenderedQuery[]; values: Record<string, unknown> };

export const PRERENDER_STATE_ID = 'prerender-state';
