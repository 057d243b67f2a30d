import { startTransition, useEffect, useState } from 'react';
import type { SeoFallback, SeoPageKey, SeoPageRecord } from '../../../shared/site/seo';

/** What a page's head is resolved from besides the page's own values: its seo_pages record and its built-in record. */
export type PageSeoBase = { record: SeoPageRecord | null; fallback?: SeoFallback };

export type SeoBaseState = PageSeoBase & { status: 'loading' | 'ready' };

/**
 * The page's seo_pages record and built-in record: `known` when the page already has them (a prerendered page
 * carries its own), else read: the built-in record as soon as its module has loaded, then the seo_pages record or
 * null (no record, or the read failed: logged, and the page keeps its built-in record). Only the document head
 * depends on them, so their code (and the query library) loads after the page has started, and updates are
 * transitions.
 */
export function useSeoBase(pageKey: SeoPageKey | undefined, known: PageSeoBase | undefined): SeoBaseState {
  const [state, setState] = useState<SeoBaseState>({ status: 'loading', record: null });
  const isKnown = known !== undefined;

  useEffect(() => {
    if (isKnown) return;
    const update = (next: SeoBaseState) => startTransition(() => setState(next));
    if (!pageKey) return update({ status: 'ready', record: null });
    let cancelled = false;
    const fallback = import('../../../shared/site/seo-fallbacks').then(
      ({ seoFallbacks }): SeoFallback => seoFallbacks[pageKey],
      () => undefined,
    );
    const record = import('./seo-record-query')
      .then(({ readSeoRecord }) => readSeoRecord(pageKey))
      .catch((error: unknown) => {
        console.log(`Page metadata for "${pageKey}" could not be read; using the built-in record.`, error);
        return null;
      });
    void fallback.then((value) => !cancelled && update({ status: 'loading', record: null, fallback: value }));
    void Promise.all([fallback, record]).then(([value, found]) => !cancelled && update({ status: 'ready', record: found, fallback: value }));
    return () => {
      cancelled = true;
    };
  }, [pageKey, isKnown]);

  return isKnown ? { status: 'ready', ...known } : state;
}
