import { startTransition, useEffect, useState } from 'react';
import type { SeoPageRecord } from '../../../shared/site/seo';

export type SeoRecordState = { status: 'loading' | 'ready'; record: SeoPageRecord | null };

/**
 * The page's seo_pages record: loading, then the record or null (no record, or the read failed: logged, and the
 * page falls back to its built-in record). Only the document head depends on it, so the reading code (and the query
 * library) loads after the page has started, and updates are transitions.
 */
export function useSeoRecord(pageKey: string | undefined): SeoRecordState {
  const [state, setState] = useState<SeoRecordState>({ status: 'loading', record: null });

  useEffect(() => {
    const update = (next: SeoRecordState) => startTransition(() => setState(next));
    if (!pageKey) return update({ status: 'ready', record: null });
    let cancelled = false;
    import('./seo-record-query')
      .then(({ readSeoRecord }) => readSeoRecord(pageKey))
      .catch((error: unknown) => {
        console.log(`Page metadata for "${pageKey}" could not be read; using the built-in record.`, error);
        return null;
      })
      .then((record) => !cancelled && update({ status: 'ready', record }));
    return () => {
      cancelled = true;
    };
  }, [pageKey]);

  return state;
}
