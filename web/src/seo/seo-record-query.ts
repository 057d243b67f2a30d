import type { SeoPageRecord } from '../../../shared/site/seo';
import { queryClient } from '../app/query-client';
import { ApiError, http, schemaGroup } from '../lib/http';

const seoAnswer = schemaGroup(() => import('../../../shared/content/seo-schemas'));

/** A page's metadata record is fresh for 10 minutes per page key. */
export const SEO_STALE_MS = 10 * 60 * 1000;

export const seoKeys = { page: (pageKey: string) => ['seo-pages', pageKey] as const };

/** The page's seo_pages record from the query cache or the API, or null when it has none (404). */
export function readSeoRecord(pageKey: string): Promise<SeoPageRecord | null> {
  return queryClient().fetchQuery({
    queryKey: seoKeys.page(pageKey),
    queryFn: async ({ signal }) => {
      try {
        return (await http.read('GET', `/api/seo-pages/${encodeURIComponent(pageKey)}`, seoAnswer((s) => s.seoPageResponseSchema), { signal })).page;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: SEO_STALE_MS,
    retry: false,
  });
}
