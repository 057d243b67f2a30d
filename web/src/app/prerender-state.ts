/** What a prerendered page carries for hydration: the path it was rendered for and its usePageData entries. */
export type PrerenderState = { path: string; data: Record<string, unknown> };

export const PRERENDER_STATE_ID = 'prerender-state';
