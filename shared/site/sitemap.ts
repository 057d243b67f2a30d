/**
 * The sitemap: 17 fixed paths with their priorities and change frequencies, then the published articles and projects.
 * Written to web/dist/sitemap.xml at build time, and again by the publisher, with absolute URLs from the site origin;
 * the session copy (web/src/seo/session-records.ts) holds the fixed paths only.
 */
export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';
export type SitemapEntry = { path: string; priority: number; changefreq: ChangeFrequency };

export const sitemapEntries: readonly SitemapEntry[] = [
  { path: '/', priority: 1.0, changefreq: 'weekly' },
  { path: '/work', priority: 0.9, changefreq: 'weekly' },
  { path: '/solutions', priority: 0.9, changefreq: 'monthly' },
  { path: '/about', priority: 0.8, changefreq: 'monthly' },
  { path: '/contact', priority: 0.8, changefreq: 'monthly' },
  { path: '/calendar', priority: 0.7, changefreq: 'monthly' },
  { path: '/insights', priority: 0.6, changefreq: 'daily' },
  { path: '/software-development', priority: 0.7, changefreq: 'monthly' },
  { path: '/design', priority: 0.7, changefreq: 'monthly' },
  { path: '/marketing', priority: 0.7, changefreq: 'monthly' },
  { path: '/advertising-media', priority: 0.7, changefreq: 'monthly' },
  { path: '/careers', priority: 0.6, changefreq: 'monthly' },
  { path: '/privacy', priority: 0.4, changefreq: 'yearly' },
  { path: '/terms', priority: 0.4, changefreq: 'yearly' },
  { path: '/cookies', priority: 0.4, changefreq: 'yearly' },
  { path: '/security', priority: 0.4, changefreq: 'yearly' },
  { path: '/accessibility', priority: 0.4, changefreq: 'yearly' },
];

/** Joins an origin ('https://example.com' or with a trailing slash) and a path into an absolute URL. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * `lastmod` is the build or publishing date (YYYY-MM-DD), passed in so this stays free of clock reads; `content` lists
 * the published articles and projects after the fixed pages.
 */
export function buildSitemapXml(origin: string, lastmod: string, content: readonly SitemapEntry[] = []): string {
  const urls = [...sitemapEntries, ...content]
    .map(
      (entry) =>
        `  <url>\n    <loc>${absoluteUrl(origin, entry.path)}</loc>\n    <lastmod>${lastmod}</lastmod>\n` +
        `    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;
}
