import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { ApiError } from '../hooks/useHttp';

/**
 * Server data lives in TanStack Query's cache, keyed by resource (`['projects']`, `['projects', slug]`,
 * `['posts', slug]`, …). A prerendered page carries the queries it rendered with; the browser seeds its cache with
 * them before hydrating, so it renders the same markup and fetches nothing until the data goes stale.
 * Values that only prerendering provides (an article's body converted to HTML) travel beside them.
 */
export type PrerenderedQuery = { queryKey: QueryKey; data: unknown };

/** A refusal (4xx: not found, invalid) answers the same when asked again; a lost or failed answer may not. */
const worthRetrying = (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** Content changes rarely: an answer is fresh for 10 minutes and kept 15; one retry; no refetch on window focus. */
export const CONTENT_QUERY_OPTIONS = {
  staleTime: 10 * 60_000,
  gcTime: 15 * 60_000,
  retry: (failures: number, error: unknown) => failures < 1 && worthRetrying(error),
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(seed: readonly PrerenderedQuery[] = []): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: CONTENT_QUERY_OPTIONS } });
  for (const { queryKey, data } of seed) client.setQueryData(queryKey, data);
  return client;
}

const PrerenderedValues = createContext<Record<string, unknown>>({});

export function DataProvider({ client, values, children }: { client: QueryClient; values: Record<string, unknown>; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <PrerenderedValues.Provider value={values}>{children}</PrerenderedValues.Provider>
    </QueryClientProvider>
  );
}

/** A value only prerendering provides (no loader): `undefined` after client-side navigation to a page not prerendered. */
export function usePrerenderedValue<T>(key: string): T | undefined {
  return useContext(PrerenderedValues)[key] as T | undefined;
}

/** What a page's `prerender.ts` exports as `prerender` (see docs/web.md). */
export type PagePrerender = {
  /** The route pattern of the page, exactly as in web/src/app/routes.tsx ('/projects/:slug', '/about'). */
  pattern: string;
  /** For parametrised patterns: the concrete paths known at build time (e.g. every seeded project). */
  paths?: () => string[] | Promise<string[]>;
  /** The queries the page reads when rendering `path`, with the data the API would answer. */
  queries?: (path: string) => PrerenderedQuery[] | Promise<PrerenderedQuery[]>;
  /** Values only prerendering provides, read with `usePrerenderedValue`. */
  values?: (path: string) => Record<string, unknown> | Promise<Record<string, unknown>>;
};
