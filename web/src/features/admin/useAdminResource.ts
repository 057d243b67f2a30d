import { useServerQuery } from '../../app/query-client';
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
    error: error ? (error instanceof ApiError ? error : new ApiError(0, 'INTERNAL', 'Error', String(error))) : undefined,
    reload: async () => void (await refetch()),
  };
}
