import { createContext, useContext, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { calendarModeSeo, resolveSeo, seoFallbacks, type ResolvedSeo, type SeoOverrides, type SeoPageKey, type SeoPageRecord } from '../../../shared/site/seo';
import { useSite } from '../app/site';
import { useSeoRecord } from '../hooks/useSeoRecord';
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
 */
export function PageMeta({ pageKey, overrides }: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  const { origin, isCalendarSite } = useSite();
  const { pathname } = useLocation();
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

  useEffect(() => applySeoToDocument(seo), [seo]);

  return null;
}
