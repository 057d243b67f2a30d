import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SeoPageRecord } from '../../../shared/site/seo';
import { ApiError, http } from '../hooks/useHttp';

/** A page's metadata record is fresh for 10 minutes per page key. */
export const SEO_STALE_MS = 10 * 60 * 1000;

export const seoKeys = { page: (pageKey: string) => ['seo-pages', pageKey] as const };

/** The page's seo_pages record, or null when it has none (404). */
async function readSeoPage(pageKey: string, signal?: AbortSignal): Promise<SeoPageRecord | null> {
  try {
    return (await http.read('GET', `/api/seo-pages/${encodeURIComponent(pageKey)}`, (s) => s.seoPageResponseSchema, { signal })).page;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export type SeoRecordState = { status: 'loading' | 'ready'; record: SeoPageRecord | null };

/**
 * The page's seo_pages record: loading, then the record or null (no record, or the read failed: logged, and the
 * page falls back to its built-in record).
 */
export function useSeoRecord(pageKey: string | undefined): SeoRecordState {
  const { data, status, error } = useQuery({
    queryKey: seoKeys.page(pageKey ?? ''),
    queryFn: ({ signal }) => readSeoPage(pageKey!, signal),
    enabled: pageKey !== undefined,
    staleTime: SEO_STALE_MS,
    retry: false,
  });
  useEffect(() => {
    if (error) console.log(`Page metadata for "${pageKey}" could not be read; using the built-in record.`, error);
  }, [error, pageKey]);
  if (!pageKey || status === 'error') return { status: 'ready', record: null };
  return status === 'pending' ? { status: 'loading', record: null } : { status: 'ready', record: data };
}
