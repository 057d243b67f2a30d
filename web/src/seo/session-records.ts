import { buildSitemapXml } from '../../../shared/site/sitemap';

/** The session storage records: the page being viewed and the site's sitemap. */
export type CurrentPageInfo = { url: string; timestamp: string; title: string; description: string };

/**
 * The build date, baked in by the build (web/vite.config.ts), which gives the prerenderer the same one for
 * sitemap.xml. The session copy lists that file's 17 fixed pages, with this origin; the file goes on to list the
 * published articles and projects, which change without a new build. Outside a build (unit tests) it is today.
 */
const sitemapLastmod = import.meta.env.SITEMAP_LASTMOD ?? new Date().toISOString().slice(0, 10);

/**
 * Writes `currentPageInfo` for this page view and, once per session, `sitemapXML` (`sitemapOrigin` null: not on
 * this site, e.g. the calendar site, whose origin serves no other page). Storage can be unavailable (blocked,
 * private mode, full): these records serve no feature of the page, so a failure is ignored.
 */
export function storeSessionRecords(page: CurrentPageInfo, sitemapOrigin: string | null) {
  try {
    const storage = window.sessionStorage;
    storage.setItem('currentPageInfo', JSON.stringify(page));
    if (sitemapOrigin && storage.getItem('sitemapXML') === null) storage.setItem('sitemapXML', buildSitemapXml(sitemapOrigin, sitemapLastmod));
  } catch {
    // Nothing to do: the page works the same without them.
  }
}
