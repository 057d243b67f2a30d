/**
 * Build step after `vite build` (client) and `vite build --ssr` (web/dist-ssr): writes every public page as
 * web/dist/<path>/index.html with its content, head tags and hydration state, plus 404.html, sitemap.xml and
 * robots.txt. The origin for absolute URLs comes from SITE_URL (default http://localhost:8080).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brand } from '../../shared/site/brand';
import { privateSitePaths, staticSitePaths } from '../../shared/site/routes';
import { buildRobotsTxt, buildSitemapXml } from '../../shared/site/sitemap';
import { serializeJsonForScript } from '../../shared/site/structured-data';
import { PRERENDER_STATE_ID, type PrerenderState } from '../src/app/prerender-state';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(webDir, 'dist');
const origin = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
/** The calendar site's origin: CALENDAR_SITE_URL, or the main origin's host prefixed with `calendar.`. */
const calendarOrigin = (process.env.CALENDAR_SITE_URL ?? origin.replace('://', '://calendar.')).replace(/\/+$/, '');

type ServerEntry = typeof import('../src/entry-server');

const fileFor = (path: string) => (path === '/' ? join(distDir, 'index.html') : join(distDir, path.slice(1), 'index.html'));

/**
 * Inlines the app's stylesheet into the page: one render-blocking request fewer, so the prerendered content paints as
 * soon as the HTML arrives instead of after a second round trip (Lighthouse FCP/LCP on slow mobile links). The CSS is
 * ~15 KB compressed and its font URLs are absolute (`/assets/…`), so it works inline; the CSP allows inline styles.
 */
async function inlineStylesheets(html: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g)];
  for (const [tag, href] of links) {
    const css = await readFile(join(distDir, href.slice(1)), 'utf8');
    html = html.replace(tag, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return html;
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The `<link rel="modulepreload">` tags of a page's chunks (its module and every chunk it imports statically, minus
 * what the entry already loads). Without them the browser discovers the page's code only after the entry has run,
 * one round trip and one main-thread task later. They join the entry's tags, started after the first paint
 * (vite.config.ts).
 */
function pageChunkPreloader(manifest: Manifest): (source: string) => string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key]!.imports ?? []) collect(imported, into);
  };
  if (entryKey) collect(entryKey, loadedByEntry);
  return (source) => {
    const chunks = new Set<string>();
    collect(source, chunks);
    return [...chunks]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[key]!.file}">`)
      .join('');
  };
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

async function main() {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const preloadPageChunks = pageChunkPreloader(JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest);
  // The date the client build baked into its session copy of the sitemap (`sitemapLastmod` in vite.config.ts).
  const sitemapLastmod = (await readFile(join(distDir, '.vite', 'sitemap-lastmod.txt'), 'utf8')).trim();
  // The manifest is a build artefact, not part of the site.
  await rm(join(distDir, '.vite'), { recursive: true, force: true });
  const template = (await inlineStylesheets(await readFile(join(distDir, 'index.html'), 'utf8'))).replace('<!--app-head-->', `${await fontPreloads()}\n    <!--app-head-->`);
  const entry = (await import(pathToFileURL(join(webDir, 'dist-ssr', 'entry-server.js')).href)) as ServerEntry;

  const publicPaths = staticSitePaths.filter((path) => !(privateSitePaths as readonly string[]).includes(path));
  const paths = [...publicPaths, ...(await entry.listParametrisedPaths())];

  async function page(path: string, site: PrerenderState['site'] = 'main') {
    const { html, head, queries, values, pageSource } = await entry.render(path, site === 'main' ? origin : calendarOrigin, site === 'calendar');
    const state: PrerenderState = { site, path, queries, values };
    return template
      .replace('<!--app-head-->', head)
      .replace('<!--app-preloads-->', preloadPageChunks(pageSource))
      .replace('<!--app-html-->', html)
      .replace('<!--app-data-->', `<script type="application/json" id="${PRERENDER_STATE_ID}">${serializeJsonForScript(state)}</script>`);
  }

  for (const path of paths) {
    const file = fileFor(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await page(path));
  }
  // The not-found page, served by the gateway with status 404 for unknown paths.
  await writeFile(join(distDir, '404.html'), await page('/404'));
  // The calendar site's single page, served for every path on a `calendar.` host.
  await writeFile(join(distDir, 'calendar-site.html'), await page('/', 'calendar'));
  // The unrendered shell for known paths without their own file (admin pages, slugs unknown at build time).
  await writeFile(join(distDir, 'spa.html'), template.replace('<!--app-head-->', `<title>${brand.name}</title>`).replace('<!--app-data-->', '').replace('<!--app-preloads-->', ''));

  await writeFile(join(distDir, 'sitemap.xml'), buildSitemapXml(origin, sitemapLastmod));
  await writeFile(join(distDir, 'robots.txt'), buildRobotsTxt(origin));
  console.log(`prerendered ${paths.length} pages + 404.html, calendar-site.html, spa.html, sitemap.xml and robots.txt for ${origin}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
