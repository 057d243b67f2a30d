import { useMemo } from 'react';
import type { SeoPageRecord } from '../../../shared/site/seo';
import { ApiError, useHttp, type Http } from './useHttp';

export function seoApi(http: Http) {
  return {
    /** The page's seo_pages record, or null when it has none (404). */
    async getSeoPage(pageKey: string): Promise<SeoPageRecord | null> {
      try {
        const { page } = await http.get<{ page: SeoPageRecord }>(`/api/seo-pages/${encodeURIComponent(pageKey)}`);
        return page;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  };
}

export function useSeoApi() {
  const http = useHttp();
  return useMemo(() => seoApi(http), [http]);
}
