import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './useHttp';

export interface AdminResource<T> {
  data?: T;
  loading: boolean;
  error?: ApiError;
  reload: () => Promise<void>;
}

/** Loads a staff API resource when `key` changes (and on `reload`); the last answer wins. */
export function useAdminResource<T>(key: string, load: () => Promise<T>): AdminResource<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError>();
  const loader = useRef(load);
  loader.current = load;
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const value = await loader.current();
      if (call !== latest.current) return;
      setData(value);
      setError(undefined);
    } catch (cause) {
      if (call !== latest.current) return;
      setError(cause instanceof ApiError ? cause : new ApiError(0, 'INTERNAL', 'Error', String(cause)));
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [key, reload]);

  return { data, loading, error, reload };
}
