import type { AffectedRoutes, SiteContent } from '../../../shared/content/site-content';
import { contentPagePatterns, privateSitePaths, staticSitePaths } from '../../../shared/site/routes';
import type { SiteRenderer } from '../../../web/scripts/site-renderer';

export interface PublishDeps {
  renderer: () => Promise<SiteRenderer>;
  readContent: () => Promise<SiteContent>;
  site: {
    putPage(path: string, html: string): Promise<void>;
    deletePage(path: string): Promise<void>;
    put(key: string, body: string, contentType: string): Promise<void>;
    pagesUnder(folder: string): Promise<string[]>;
  };
  /** Tells the CDN the paths changed; nothing to do where no CDN caches them. */
  invalidate(paths: string[]): Promise<void>;
  now: () => Date;
}

/**
 * Renders every affected page and the sitemap from the current content first, and writes only once all of them
 * rendered: a page that fails to render leaves the site as it was (and the batch is retried), never half published.
 * Each page is one object, replaced whole. Pages of items that are no longer public are deleted, so their address
 * answers 404, and the sitemap, written last, drops them.
 */
export async function publishRoutes(deps: PublishDeps, routes: AffectedRoutes): Promise<string[]> {
  const [renderer, content] = await Promise.all([deps.renderer(), deps.readContent()]);
  const pages = await Promise.all(routes.render.map(async (path) => ({ path, html: await renderer.page(path, content) })));
  const sitemap = renderer.sitemap(content, deps.now().toISOString().slice(0, 10));
  for (const { path, html } of pages) await deps.site.putPage(path, html);
  for (const path of routes.remove) await deps.site.deletePage(path);
  await deps.site.put('sitemap.xml', sitemap, 'application/xml; charset=utf-8');
  const changed = [...routes.render, ...routes.remove, '/sitemap.xml'];
  await deps.invalidate(changed);
  return changed;
}

/**
 * Renders the whole site from the current content: every public page and every published item's page, and removes
 * content pages of items no longer public. Run after the web build is uploaded (a deploy, or a local start), whose
 * pages were rendered from the seed and may show content the studio has changed since.
 */
export async function republishSite(deps: PublishDeps): Promise<string[]> {
  const [renderer, content] = await Promise.all([deps.renderer(), deps.readContent()]);
  const render = [...staticSitePaths.filter((path) => !(privateSitePaths as readonly string[]).includes(path)), ...(await renderer.parametrisedPaths(content))];
  const wanted = new Set(render);
  const folders = contentPagePatterns.map((pattern) => pattern.split('/')[1]!);
  const stored = (await Promise.all(folders.map((folder) => deps.site.pagesUnder(folder)))).flat();
  return publishRoutes(deps, { render, remove: stored.filter((path) => !wanted.has(path)) });
}
