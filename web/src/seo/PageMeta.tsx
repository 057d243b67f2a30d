import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { calendarModeSeo, resolveSeo, type ResolvedSeo, type SeoOverrides, type SeoPageKey } from '../../../shared/site/seo';
import { usePrerenderedValue } from '../app/page-data';
import { useSite } from '../app/site';
import { useSeoBase, type PageSeoBase } from './useSeoRecord';
import { applySeoToDocument } from './head-tags';

/** Filled during prerendering (there are no effects on the server); absent in the browser. */
export type HeadCollector = {
  /** A page's records in the content being rendered (the seed's at build time, the database's when publishing). */
  baseOf?: (pageKey: SeoPageKey) => PageSeoBase;
  /** The rendered page's own records, carried in the page for the browser (`seoBaseValue`). */
  pageBase?: { pageKey: SeoPageKey; base: PageSeoBase };
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

/** The prerendered value under which a page carries its seo_pages record (null when it has none) and built-in record. */
export const seoBaseValue = (pageKey: SeoPageKey) => `seo-base:${pageKey}`;

/**
 * Sets the page's title, description, keywords, robots, author, Open Graph, Twitter card and canonical.
 * Render exactly one per page. A prerendered page carries its seo_pages record and built-in record (the publisher
 * renders the page again whenever its record changes), so the page the browser opened reads nothing. A page reached
 * by client-side navigation shows its built-in record once that has loaded, then its seo_pages record from the API
 * when it exists.
 * Each view is then recorded in session storage (`currentPageInfo`, and `sitemapXML` once), when the browser is idle.
 */
export function PageMeta({ pageKey, overrides }: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  const { origin, isCalendarSite } = useSite();
  const { pathname, key } = useLocation();
  const view = useRef<{ key: string; timestamp: string } | null>(null);
  const prerendered = usePrerenderedValue<PageSeoBase>(pageKey ? seoBaseValue(pageKey) : '');
  const known = collector ? (pageKey && collector.baseOf?.(pageKey)) || undefined : prerendered;
  const { record, fallback, status } = useSeoBase(collector ? undefined : pageKey, known);
  if (collector && pageKey && known) collector.pageBase = { pageKey, base: known };
  // Until a page reached by navigation has either record, the head keeps the previous page's rather than a bare one.
  const pending = pageKey !== undefined && status === 'loading' && fallback === undefined;

  const seo = useMemo(() => {
    const calendarMode = pageKey === 'calendar' && isCalendarSite;
    const resolved = resolveSeo({
      origin,
      path: pathname,
      record,
      fallback,
      overrides,
    });
    return calendarMode ? { ...resolved, ...calendarModeSeo, og: { ...resolved.og, ...calendarModeSeo } } : resolved;
    // `overrides` is usually an inline object: compare by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [origin, pathname, record, fallback, pageKey, isCalendarSite, JSON.stringify(overrides)]);

  if (collector) collector.seo = seo;

  useEffect(() => {
    if (pending) return;
    applySeoToDocument(seo);
    // The view's time is when its metadata was first applied; the seo_pages record arriving later keeps it.
    if (view.current?.key !== key) view.current = { key, timestamp: new Date().toISOString() };
    const page = { url: window.location.href, timestamp: view.current.timestamp, title: seo.title, description: seo.description };
    // Lazily, so that the sitemap's code stays out of the start-up bundle; a chunk that fails to load (offline) costs
    // only these records.
    return whenIdle(() =>
      import('./session-records').then(({ storeSessionRecords }) => storeSessionRecords(page, isCalendarSite ? null : origin)).catch(() => undefined),
    );
  }, [pending, seo, key, origin, isCalendarSite]);

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
