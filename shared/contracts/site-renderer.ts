import type { SiteContent } from '../content/site-content';

/**
 * What renders the site's pages from its content: the web build's renderer (web/scripts/site-renderer.ts), used by
 * the build's prerender and by the publisher alike, so a published page is what a build would write.
 */
export interface SiteRenderer {
  /** Concrete paths of parametrised pages the content holds. */
  parametrisedPaths(content: SiteContent): Promise<string[]>;
  /** The finished HTML of a page. `site: 'calendar'` renders the calendar site. */
  page(path: string, content: SiteContent, site?: 'main' | 'calendar'): Promise<string>;
  /**
   * The page as rendered, without the app's scripts: a snapshot that never hydrates (a draft's preview, served at an
   * address the app's router does not know).
   */
  snapshot(path: string, content: SiteContent): Promise<string>;
  /** The sitemap with the fixed pages and the content's published articles and projects. */
  sitemap(content: SiteContent, lastmod: string): string;
  /** The unrendered shell for paths without their own file. */
  shell(title: string): string;
}
