import { useMemo } from 'react';
import type { ContactRequest } from '../../../shared/content/types';
import { useHttp, type Http } from './useHttp';

export function contactApi(http: Http) {
  return {
    /** POST /api/contact: 201 `{status: 'sent'}`; throws ApiError (VALIDATION_ERROR with fields, rule errors, 429). */
    async send(request: ContactRequest): Promise<void> {
      await http.post<{ status: 'sent' }>('/api/contact', request);
    },
  };
}

export function useContactApi() {
  const http = useHttp();
  return useMemo(() => contactApi(http), [http]);
}
