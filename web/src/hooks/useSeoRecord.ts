import { startTransition, useEffect, useState } from 'react';
import type { SeoPageRecord } from '../../../shared/site/seo';
import { useSeoApi } from './useSeoApi';

/** Metadata is cached in memory for 10 minutes per page key (specification §9). */
export const SEO_CACHE_MS = 10 * 60 * 1000;

const cache = new Map<string, { record: SeoPageRecord | null; expires: number }>();

export type SeoRecordState = { status: 'loading' | 'ready'; record: SeoPageRecord | null };

/**
 * The page's seo_pages record: loading, then the record or null (no record, or the read failed: logged, and the
 * page falls back to its built-in record). Updates are transitions: only the document head depends on them.
 */
export function useSeoRecord(pageKey: string | undefined): SeoRecordState {
  const api = useSeoApi();
  const cached = pageKey ? cache.get(pageKey) : undefined;
  const fresh = cached && cached.expires > Date.now() ? cached : undefined;
  const [state, setState] = useState<SeoRecordState>(fresh ? { status: 'ready', record: fresh.record } : { status: 'loading', record: null });

  useEffect(() => {
    const update = (next: SeoRecordState) => startTransition(() => setState(next));
    if (!pageKey) return update({ status: 'ready', record: null });
    const hit = cache.get(pageKey);
    if (hit && hit.expires > Date.now()) return update({ status: 'ready', record: hit.record });
    let cancelled = false;
    update({ status: 'loading', record: null });
    api
      .getSeoPage(pageKey)
      .catch((error: unknown) => {
        console.log(`Page metadata for "${pageKey}" could not be read; using the built-in record.`, error);
        return null;
      })
      .then((record) => {
        cache.set(pageKey, { record, expires: Date.now() + SEO_CACHE_MS });
        if (!cancelled) update({ status: 'ready', record });
      });
    return () => {
      cancelled = true;
    };
  }, [api, pageKey]);

  return state;
}

/** For tests: forget every cached record. */
export function clearSeoCache() {
  cache.clear();
}
