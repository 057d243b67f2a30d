import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath } from 'react-router-dom';
import { StaticRouter } from 'react-router';
import type { SiteContent } from '../../shared/content/site-content';
import type { PagePrerender } from './app/page-data';
import { queryClient, seedQueries, type PrerenderedQuery } from './app/query-client';
import { Root } from './app/Root';
import { calendarSitePage, routeForPath } from './app/routes';
import { renderHeadHtml } from './seo/head-tags';
import { seoFallbacks } from '../../shared/site/seo-fallbacks';
import { HeadCollectorContext, seoBaseValue, type HeadCollector } from './seo/PageMeta';
import { renderStructuredDataHtml } from './seo/StructuredData';

/**
 * The prerenderer's entry (built with `vite build --ssr`, driven by web/scripts/prerender.ts and, in the publisher,
 * by web/scripts/site-renderer.ts). Page folders may add a `prerender.ts` exporting `prerender: PagePrerender` for
 * data and parametrised paths.
 */
const pagePrerenders = Object.values(import.meta.glob<{ prerender: PagePrerender }>('./pages/*/prerender.ts', { eager: true })).map(
  (module) => module.prerender,
);

/** Concrete paths of parametrised routes the content holds (e.g. every published project). */
export async function listParametrisedPaths(content: SiteContent): Promise<string[]> {
  const lists = await Promise.all(pagePrerenders.map((entry) => entry.paths?.(content) ?? []));
  return lists.flat();
}

async function pageDataFor(path: string, content: SiteContent): Promise<{ queries: PrerenderedQuery[]; values: Record<string, unknown> }> {
  const matching = pagePrerenders.filter((entry) => matchPath(entry.pattern, path));
  const queries = await Promise.all(matching.map((entry) => entry.queries?.(path, content) ?? []));
  const values = await Promise.all(matching.map((entry) => entry.values?.(path, content) ?? {}));
  return { queries: queries.flat(), values: Object.assign({}, ...values) };
}

export type RenderResult = {
  html: string;
  head: string;
  queries: PrerenderedQuery[];
  values: Record<string, unknown>;
  /** The rendered page's module (its key in the client build's manifest): its chunks are preloaded with the HTML. */
  pageSource: string;
};

/**
 * Renders one page from the site's content: the build passes the seed's, the publisher the database's. The content's
 * seo_pages records make the head, so the raw HTML matches what `GET /api/seo-pages/{key}` serves.
 */
export async function render(path: string, origin: string, content: SiteContent, isCalendarSite = false): Promise<RenderResult> {
  const page = isCalendarSite ? calendarSitePage : routeForPath(path).page;
  await page.preload();
  const { queries, values } = isCalendarSite ? { queries: [], values: {} } : await pageDataFor(path, content);
  const records = new Map(content.seoPages.map((record) => [record.page_key, record]));
  const collector: HeadCollector = { baseOf: (pageKey) => ({ record: records.get(pageKey) ?? null, fallback: seoFallbacks[pageKey] }) };
  seedQueries(queries);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const html = renderToString(
    <HeadCollectorContext.Provider value={collector}>
      <Root site={{ origin, isCalendarSite }} values={values} router={Router} />
    </HeadCollectorContext.Provider>,
  );
  // The cache would keep this process alive with its timers until the queries expire: the render is done with it.
  queryClient().clear();
  const head = [collector.seo && renderHeadHtml(collector.seo), collector.structuredData && renderStructuredDataHtml(collector.structuredData)]
    .filter(Boolean)
    .join('\n    ');
  // The page carries its own metadata records, so the browser need not read again what its head already shows.
  const pageValues = collector.pageBase ? { ...values, [seoBaseValue(collector.pageBase.pageKey)]: collector.pageBase.base } : values;
  return { html, head, queries, values: pageValues, pageSource: page.source };
}
