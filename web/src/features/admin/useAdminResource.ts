import { useInfiniteQuery } from '@tanstack/react-query';
import { queryClient, useServerQuery } from '../../app/query-client';
import { ApiError } from '../../lib/http';

export interface AdminResource<T> {
  data?: T;
  loading: boolean;
  error?: ApiError;
  reload: () => Promise<void>;
}

/**
 * A staff API resource in the query cache under `['admin', key]`: loaded when `key` changes and on `reload`. Staff
 * data is always read fresh when a panel opens, and a failed read shows at once (no retry: the panel offers one).
 */
export function useAdminResource<T>(key: string, load: () => Promise<T>): AdminResource<T> {
  const { data, isFetching, error, refetch } = useServerQuery({ queryKey: ['admin', key], queryFn: load, staleTime: 0, gcTime: 0, retry: false });
  return {
    data,
    loading: isFetching,
    error: asApiError(error),
    reload: async () => void (await refetch()),
  };
}

export interface AdminPages<T> extends AdminResource<T[]> {
  /** Whether the server has more after the pages loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
}

/**
 * A staff list read a page at a time under `['admin', key]`: the first page when the panel opens, each next one on
 * `loadMore` (with the `nextCursor` of the page before), all of them again on `reload`.
 */
export function useAdminPages<TPage extends { nextCursor?: string }, T>(
  key: string,
  load: (cursor?: string) => Promise<TPage>,
  rows: (page: TPage) => T[],
): AdminPages<T> {
  const { data, isFetching, isFetchingNextPage, error, refetch, fetchNextPage, hasNextPage } = useInfiniteQuery(
    {
      queryKey: ['admin', key],
      queryFn: ({ pageParam }) => load(pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor,
      staleTime: 0,
      gcTime: 0,
      retry: false,
    },
    queryClient(),
  );
  return {
    data: data?.pages.flatMap(rows),
    loading: isFetching && !isFetchingNextPage,
    error: asApiError(error),
    reload: async () => void (await refetch()),
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: async () => void (await fetchNextPage()),
  };
}

function asApiError(error: Error | null): ApiError | undefined {
  return error ? (error instanceof ApiError ? error : new ApiError(0, 'INTERNAL', 'Error', String(error))) : undefined;
}
