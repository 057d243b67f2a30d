/** What a prerendered page carries for hydration: the site and path it was rendered for, and its usePageData entries. */
export type PrerenderState = { site: 'main' | 'calendar'; path: string; data: Record<string, unknown> };

export const PRERENDER_STATE_ID = 'prerender-state';
