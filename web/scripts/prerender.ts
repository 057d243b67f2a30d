/**
 * Build step after `vite build` (client) and `vite build --ssr` (web/dist-ssr): writes every public page as
 * web/dist/<path>/index.html with its content, head tags and hydration state, plus 404.html, sitemap.xml and
 * robots.txt. The origin for absolute URLs comes from SITE_URL (default http://localhost:8080).
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicSiteContent } from '../../shared/content/site-content';
import { seedPosts } from '../../shared/content/seed/posts';
import { seedProjects } from '../../shared/content/seed/projects';
import { seedSeoPages } from '../../shared/content/seed/seo-pages';
import { seedVideos } from '../../shared/content/seed/videos';
import { brand } from '../../shared/site/brand';
import { privateSitePaths, staticSitePaths } from '../../shared/site/routes';
import { buildRobotsTxt } from '../../shared/site/sitemap';
import { fillTemplate, loadSiteRenderer, RENDER_KIT } from './site-renderer';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(webDir, 'dist');
const origin = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
/** The calendar site's origin: CALENDAR_SITE_URL, or the main origin's host prefixed with `calendar.`. */
const calendarOrigin = (process.env.CALENDAR_SITE_URL ?? origin.replace('://', '://calendar.')).replace(/\/+$/, '');

const fileFor = (path: string) => (path === '/' ? join(distDir, 'index.html') : join(distDir, path.slice(1), 'index.html'));

/**
 * Inlines the app's stylesheet into the page: one render-blocking request fewer, so the prerendered content paints as
 * soon as the HTML arrives instead of after a second round trip (Lighthouse FCP/LCP on slow mobile links). The CSS is
 * ~15 KB compressed and its font URLs are absolute (`/assets/…`), so it works inline; the CSP allows inline styles.
 *
 * A disabled <link> to the same file stays beside it: a browser neither fetches nor applies a disabled stylesheet,
 * but Vite's chunk loader, which lists the entry's stylesheet among a lazy chunk's dependencies, sees it is on the
 * page. Without it the loader would add the stylesheet again when the chunk loads, registering its @property and
 * @font-face rules a second time: a restyle and re-layout of the whole page on a slow phone.
 */
async function inlineStylesheets(html: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g)];
  for (const [tag, href] of links) {
    const css = await readFile(join(distDir, href.slice(1)), 'utf8');
    html = html.replace(tag, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`);
  }
  return html;
}

/**
 * Preloads the Latin faces of the two web fonts, which the inline stylesheet would otherwise request only after the
 * first layout: the text then re-lays out once, early, instead of after the scripts have started.
 */
async function fontPreloads(): Promise<string> {
  const files = await readdir(join(distDir, 'assets'));
  return files
    .filter((file) => /^(inter|space-grotesk)-latin-wght-normal-.*\.woff2$/.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`)
    .join('\n    ');
}

/** The seed's public content: what the site holds before anyone publishes from the studio. */
const seedContent = publicSiteContent({ projects: [...seedProjects], posts: [...seedPosts], videos: [...seedVideos], seoPages: [...seedSeoPages] }, new Date());

async function main() {
  const ssrDir = join(webDir, 'dist-ssr');
  // The render kit the publisher shares with this build (site-renderer.ts); the manifest is no part of the site.
  await rename(join(distDir, '.vite', 'manifest.json'), join(ssrDir, RENDER_KIT.manifest));
  // The date the client build baked into its session copy of the sitemap (`sitemapLastmod` in vite.config.ts).
  const sitemapLastmod = (await readFile(join(distDir, '.vite', 'sitemap-lastmod.txt'), 'utf8')).trim();
  await rm(join(distDir, '.vite'), { recursive: true, force: true });
  const template = fillTemplate(await inlineStylesheets(await readFile(join(distDir, 'index.html'), 'utf8')), {
    '<!--app-head-->': `${await fontPreloads()}\n    <!--app-head-->`,
  });
  await writeFile(join(ssrDir, RENDER_KIT.template), template);
  const renderer = await loadSiteRenderer(ssrDir, { main: origin, calendar: calendarOrigin });

  const publicPaths = staticSitePaths.filter((path) => !(privateSitePaths as readonly string[]).includes(path));
  const paths = [...publicPaths, ...(await renderer.parametrisedPaths(seedContent))];

  for (const path of paths) {
    const file = fileFor(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await renderer.page(path, seedContent));
  }
  // The not-found page, served by the gateway with status 404 for unknown paths.
  await writeFile(join(distDir, '404.html'), await renderer.page('/404', seedContent));
  // The calendar site's single page, served for every path on a `calendar.` host.
  await writeFile(join(distDir, 'calendar-site.html'), await renderer.page('/', seedContent, 'calendar'));
  // The unrendered shell for known paths without their own file (admin pages, slugs unknown at build time).
  await writeFile(join(distDir, 'spa.html'), renderer.shell(brand.name));

  await writeFile(join(distDir, 'sitemap.xml'), renderer.sitemap(seedContent, sitemapLastmod));
  await writeFile(join(distDir, 'robots.txt'), buildRobotsTxt(origin));
  console.log(`prerendered ${paths.length} pages + 404.html, calendar-site.html, spa.html, sitemap.xml and robots.txt for ${origin}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
