import { contentFingerprint, routesFor, type AffectedRoutes, type SiteContent } from '../../../shared/content/site-content';
import { brand } from '../../../shared/site/brand';
import { contentPagePatterns, privateSitePaths, staticSitePaths } from '../../../shared/site/routes';
import type { SiteRenderer } from '../../../shared/contracts/site-renderer';
import { buildRobotsTxt } from '../../../shared/site/sitemap';
import { logger } from '../../lib/logger';

export interface PublishDeps {
  renderer: () => Promise<SiteRenderer>;
  /** The site's public content as the database holds it now (strongly consistent reads). */
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
  /** The site's public address (SITE_URL), which robots.txt names the sitemap under. */
  siteUrl: string;
}

/** Passes a publish makes while the content keeps changing under it, before it fails and the stream retries it. */
export const MAX_PUBLISH_PASSES = 3;

/**
 * Publishes the pages a change touches so that they end up showing the newest content, without locks.
 *
 * Publishers run at once (one per content table, and retries) and the bucket keeps whichever write comes last, so
 * one that read the content before another could overwrite the newer pages or sitemap with older ones. Each pass
 * therefore reads the content again after its writes and compares it with what it rendered from. The same: nothing
 * changed between the read and the writes, so what it wrote was current. Different: it renders and writes again from
 * the newer content. A stale writer always sees the newer state on its re-read, since the change that made it stale
 * came before its writes and the re-read comes after them. A change after the re-read has its own stream record,
 * whose publisher reads after that change and so writes after this one. Hence the last write of each page and of the
 * sitemap is rendered from content that no later change affecting it has outdated. Content that is still changing
 * after MAX_PUBLISH_PASSES makes the publish fail: the stream retries it with backoff, then the dead-letter queue's
 * alarm tells the team.
 *
 * Whether a touched content page is written or deleted is decided by each pass's content (`routesFor`).
 */
export async function publishRoutes(deps: PublishDeps, routes: AffectedRoutes): Promise<string[]> {
  const touched = [...routes.render, ...routes.remove];
  const [renderer, first] = await Promise.all([deps.renderer(), deps.readContent()]);
  let content = first;
  const changed = new Set<string>();
  for (let pass = 1; ; pass += 1) {
    const plan = routesFor(touched, new Set(await renderer.parametrisedPaths(content)));
    await writePass(deps, renderer, content, plan);
    for (const path of [...plan.render, ...plan.remove]) changed.add(path);
    const latest = await deps.readContent();
    if (contentFingerprint(latest) === contentFingerprint(content)) break;
    if (pass === MAX_PUBLISH_PASSES) throw new Error(`The content changed during each of ${pass} publish passes`);
    logger.info('content changed while publishing; publishing again', { pass: pass + 1 });
    content = latest;
  }
  const paths = [...changed, '/sitemap.xml'];
  await deps.invalidate(paths);
  return paths;
}

/**
 * Renders every page and the sitemap first, and writes only once all of them rendered: a page that fails to render
 * leaves the site as it was (and the record is retried), never half published. Each page is one object, replaced
 * whole. Pages of items that are no longer public are deleted, so their address answers 404, and the sitemap, written
 * last, drops them.
 */
async function writePass(deps: PublishDeps, renderer: SiteRenderer, content: SiteContent, plan: AffectedRoutes): Promise<void> {
  const pages = await Promise.all(plan.render.map(async (path) => ({ path, html: await renderer.page(path, content) })));
  const sitemap = renderer.sitemap(content, deps.now().toISOString().slice(0, 10));
  for (const { path, html } of pages) await deps.site.putPage(path, html);
  for (const path of plan.remove) await deps.site.deletePage(path);
  await deps.site.put('sitemap.xml', sitemap, 'application/xml; charset=utf-8');
}

/**
 * Renders the whole site from the current content: every public page and every published item's page, and removes
 * content pages of items no longer public. Run after the web build is uploaded (a deploy, or a local start), whose
 * pages were rendered from the seed and may show content the studio has changed since. It goes through
 * `publishRoutes`, so it too ends on the newest content.
 */
export async function republishSite(deps: PublishDeps): Promise<string[]> {
  const [renderer, content] = await Promise.all([deps.renderer(), deps.readContent()]);
  const render = [...staticSitePaths.filter((path) => !(privateSitePaths as readonly string[]).includes(path)), ...(await renderer.parametrisedPaths(content))];
  const wanted = new Set(render);
  const folders = contentPagePatterns.map((pattern) => pattern.split('/')[1]!);
  const stored = (await Promise.all(folders.map((folder) => deps.site.pagesUnder(folder)))).flat();
  const published = await publishRoutes(deps, { render, remove: stored.filter((path) => !wanted.has(path)) });
  // The build's files outside the page routes (the not-found page, the calendar domain's home, the shell of the
  // staff and booking-management screens, robots.txt) carry absolute URLs of wherever it was built: render them for
  // the deployed address too, so no file of the site names another origin.
  const html = 'text/html; charset=utf-8';
  await deps.site.put('404.html', await renderer.page('/404', content), html);
  await deps.site.put('calendar-site.html', await renderer.page('/', content, 'calendar'), html);
  await deps.site.put('spa.html', renderer.shell(brand.name), html);
  await deps.site.put('robots.txt', buildRobotsTxt(deps.siteUrl), 'text/plain; charset=utf-8');
  const files = ['/404.html', '/calendar-site.html', '/spa.html', '/robots.txt'];
  await deps.invalidate(files);
  return [...published, ...files];
}
