import {
  MutationObserver,
  QueryClient,
  useMutation,
  useQuery,
  type MutationObserverOptions,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { ApiError } from '../lib/http';

/**
 * The one cache of server data (TanStack Query), keyed by resource: `['projects']`, `['projects', slug]`,
 * `['posts', slug]`, `['availability', from, to, zone]`, … Hooks pass it to `useQuery` themselves rather than reading
 * it from a React provider, so a page that reads no server data while it starts (the home page fetches only below
 * the fold) does not load the query library with its first scripts.
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

let client: QueryClient | undefined;

export function queryClient(): QueryClient {
  return (client ??= new QueryClient({ defaultOptions: { queries: CONTENT_QUERY_OPTIONS } }));
}

/**
 * Puts the queries a page was prerendered with into the cache (and nothing else: the prerenderer renders one page
 * after another), so the page renders the same markup and fetches nothing until the data goes stale.
 */
export function seedQueries(seed: readonly PrerenderedQuery[]) {
  const cache = queryClient();
  cache.clear();
  for (const { queryKey, data } of seed) cache.setQueryData(queryKey, data);
}

/**
 * Reads again what a write changed. A read still in flight began before the write and may answer what it replaced,
 * and invalidating alone joins a first read in flight instead of starting another, so reads in flight are cancelled
 * first.
 */
export async function readAgainAfterWrite(queryKey: QueryKey): Promise<void> {
  const cache = queryClient();
  await cache.cancelQueries({ queryKey });
  await cache.invalidateQueries({ queryKey });
}

/** `useQuery` on the one cache. */
export function useServerQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>) {
  return useQuery(options, queryClient());
}

/** `useMutation` on the one cache. */
export function useServerMutation<TData, TVariables>(options: UseMutationOptions<TData, Error, TVariables>) {
  return useMutation(options, queryClient());
}

/** Runs one mutation on the one cache without a hook (see `useDeferredMutation`); rejects with the mutation's error. */
export function runMutation<TData, TVariables>(options: MutationObserverOptions<TData, Error, TVariables>, variables: TVariables): Promise<TData> {
  return new MutationObserver(queryClient(), options).mutate(variables);
}
