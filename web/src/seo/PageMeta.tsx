import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { calendarModeSeo, resolveSeo, seoFallbacks, type ResolvedSeo, type SeoOverrides, type SeoPageKey, type SeoPageRecord } from '../../../shared/site/seo';
import { useSite } from '../app/site';
import { useSeoRecord } from './useSeoRecord';
import { applySeoToDocument } from './head-tags';

/** Filled during prerendering (there are no effects on the server); absent in the browser. */
export type HeadCollector = {
  /** The seo_pages records known at build time (the seed), used instead of the API while prerendering. */
  records?: Record<string, SeoPageRecord>;
  seo?: ResolvedSeo;
  structuredData?: unknown;
};
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

export type PageMetaProps = {
  /** A page with a seo_pages entry passes its key; its built-in record is the fallback. */
  pageKey?: SeoPageKey;
  /** Pages without a key (projects, articles) or with extra needs pass their own values. */
  overrides?: SeoOverrides;
};

/**
 * Sets the page's title, description, keywords, robots, author, Open Graph, Twitter card and canonical.
 * Render exactly one per page. Loading → the built-in record; then the seo_pages record when it exists.
 * Each view is then recorded in session storage (`currentPageInfo`, and `sitemapXML` once), when the browser is idle.
 */
export function PageMeta({ pageKey, overrides }: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  const { origin, isCalendarSite } = useSite();
  const { pathname, key } = useLocation();
  const view = useRef<{ key: string; timestamp: string } | null>(null);
  const fetched = useSeoRecord(collector ? undefined : pageKey).record;
  const record = collector ? (pageKey && collector.records?.[pageKey]) || null : fetched;

  const seo = useMemo(() => {
    const calendarMode = pageKey === 'calendar' && isCalendarSite;
    const resolved = resolveSeo({
      origin,
      path: pathname,
      record,
      fallback: pageKey ? seoFallbacks[pageKey] : undefined,
      overrides,
    });
    return calendarMode ? { ...resolved, ...calendarModeSeo, og: { ...resolved.og, ...calendarModeSeo } } : resolved;
    // `overrides` is usually an inline object: compare by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [origin, pathname, record, pageKey, isCalendarSite, JSON.stringify(overrides)]);

  if (collector) collector.seo = seo;

  useEffect(() => {
    applySeoToDocument(seo);
    // The view's time is when its metadata was first applied; the seo_pages record arriving later keeps it.
    if (view.current?.key !== key) view.current = { key, timestamp: new Date().toISOString() };
    const page = { url: window.location.href, timestamp: view.current.timestamp, title: seo.title, description: seo.description };
    // Lazily, so that the sitemap's code stays out of the start-up bundle; a chunk that fails to load (offline) costs
    // only these records.
    return whenIdle(() =>
      import('./session-records').then(({ storeSessionRecords }) => storeSessionRecords(page, isCalendarSite ? null : origin)).catch(() => undefined),
    );
  }, [seo, key, origin, isCalendarSite]);

  return null;
}

/** Runs `task` once the browser is idle (at most 2 s later), off the start-up path; returns its cancellation. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  // Browsers without idle callbacks (Safari): shortly after the page's own work.
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
