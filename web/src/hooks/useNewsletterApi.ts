import { useMemo } from 'react';
import { useHttp, type Http } from './useHttp';

export function newsletterApi(http: Http) {
  return {
    /** POST /api/newsletter; throws ApiError with the contract's code on failure. */
    subscribe: (email: string) => http.post<unknown>('/api/newsletter', { email, consent: true }),
  };
}

export function useNewsletterApi() {
  const http = useHttp();
  return useMemo(() => newsletterApi(http), [http]);
}
