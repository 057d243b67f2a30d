/**
 * Turns the SSR bundle into finished HTML pages: the one renderer of the build (web/scripts/prerender.ts) and of the
 * publisher (lambdas/content/publish-changes.ts), so a page published from the studio is byte for byte what a build
 * from the same content would write. It needs the SSR build folder (web/dist-ssr) holding `entry-server.js` and the
 * render kit the build leaves there: the page template with its inline stylesheet and font preloads, and the client
 * build's manifest (for each page's chunk preloads).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSitemapEntries } from '../../shared/content/site-content';
import { buildSitemapXml } from '../../shared/site/sitemap';
import type { SiteRenderer } from '../../shared/contracts/site-renderer';
import { serializeJsonForScript } from '../../shared/site/structured-data';
import { PRERENDER_STATE_ID, type PrerenderState } from '../src/app/prerender-state';

type ServerEntry = typeof import('../src/entry-server');
export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The render kit's files inside the SSR build folder. */
export const RENDER_KIT = { template: 'page-template.html', manifest: 'client-manifest.json' } as const;

/**
 * The `<link rel="modulepreload">` tags of a page's chunks (its module and every chunk it imports statically, minus
 * what the entry already loads). Without them the browser discovers the page's code only after the entry has run,
 * one round trip and one main-thread task later. They join the entry's tags, started after the first paint
 * (vite.config.ts).
 */
export function pageChunkPreloader(manifest: Manifest): (source: string) => string {
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
 * Puts each part in place of its marker, in one pass over the template. The parts are content (an article's text may
 * hold `$'` or `$&`), so they are inserted by a replacer function: a replacement string would read those sequences as
 * patterns and copy pieces of the template into the page. One pass also means a part is never searched for the
 * markers of the parts after it.
 */
export function fillTemplate(template: string, parts: Partial<Record<TemplateMarker, string>>): string {
  return template.replace(/<!--app-[a-z]+-->/g, (marker) => parts[marker as TemplateMarker] ?? marker);
}

/** The places of the page template (web/index.html) the renderer fills; `<!--app-scripts-->` is the build's. */
type TemplateMarker = '<!--app-head-->' | '<!--app-preloads-->' | '<!--app-html-->' | '<!--app-data-->';

export async function loadSiteRenderer(ssrDir: string, origins: { main: string; calendar: string }): Promise<SiteRenderer> {
  const [template, manifest, entry] = await Promise.all([
    readFile(join(ssrDir, RENDER_KIT.template), 'utf8'),
    readFile(join(ssrDir, RENDER_KIT.manifest), 'utf8').then((text) => JSON.parse(text) as Manifest),
    import(pathToFileURL(join(ssrDir, 'entry-server.js')).href) as Promise<ServerEntry>,
  ]);
  const preloadPageChunks = pageChunkPreloader(manifest);
  const renderer: SiteRenderer = {
    parametrisedPaths: (content) => entry.listParametrisedPaths(content),
    async snapshot(path, content) {
      return (await renderer.page(path, content)).replace(/<template id="app-scripts">[\s\S]*?<\/template>/, () => '');
    },
    async page(path, content, site = 'main') {
      const { html, head, queries, values, pageSource } = await entry.render(path, site === 'main' ? origins.main : origins.calendar, content, site === 'calendar');
      const state: PrerenderState = { site, path, queries, values };
      return fillTemplate(template, {
        '<!--app-head-->': head,
        '<!--app-preloads-->': preloadPageChunks(pageSource),
        '<!--app-html-->': html,
        '<!--app-data-->': `<script type="application/json" id="${PRERENDER_STATE_ID}">${serializeJsonForScript(state)}</script>`,
      });
    },
    sitemap: (content, lastmod) => buildSitemapXml(origins.main, lastmod, contentSitemapEntries(content)),
    shell: (title) => fillTemplate(template, { '<!--app-head-->': `<title>${title}</title>`, '<!--app-data-->': '', '<!--app-preloads-->': '' }),
  };
  return renderer;
}
