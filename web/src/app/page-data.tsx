import { createContext, useContext, type ReactNode } from 'react';
import type { SiteContent } from '../../../shared/content/site-content';
import type { PrerenderedQuery } from './query-client';

/**
 * A prerendered page carries the queries it rendered with (the browser seeds the query cache with them before
 * hydrating: app/query-client.ts) and values that only prerendering provides (an article's body converted to HTML).
 */
const PrerenderedValues = createContext<Record<string, unknown>>({});

export function PrerenderedValuesProvider({ values, children }: { values: Record<string, unknown>; children: ReactNode }) {
  return <PrerenderedValues.Provider value={values}>{children}</PrerenderedValues.Provider>;
}

/** A value only prerendering provides (no loader): `undefined` after client-side navigation to a page not prerendered. */
export function usePrerenderedValue<T>(key: string): T | undefined {
  return useContext(PrerenderedValues)[key] as T | undefined;
}

/** What a page's `prerender.ts` exports as `prerender` (see docs/web.md). */
export type PagePrerender = {
  /** The route pattern of the page, exactly as in web/src/app/routes.tsx ('/projects/:slug', '/about'). */
  pattern: string;
  /** For parametrised patterns: the concrete paths the content holds (e.g. every published project). */
  paths?: (content: SiteContent) => string[] | Promise<string[]>;
  /** The queries the page reads when rendering `path` from this content, with the data the API would answer. */
  queries?: (path: string, content: SiteContent) => PrerenderedQuery[] | Promise<PrerenderedQuery[]>;
  /** Values only prerendering provides, read with `usePrerenderedValue`. */
  values?: (path: string, content: SiteContent) => Record<string, unknown> | Promise<Record<string, unknown>>;
};
