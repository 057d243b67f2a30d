import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REQUEST_ID_HEADER, VIEWER_IP_HEADER } from '../../../shared/contracts/headers';

/** CloudFront Functions code is limited to 10 KB; past this budget the page list is left out. */
const PAGE_LIST_BUDGET = 6_000;

/** Extension-less paths (`/about`, `/insights/foo`) that have a prerendered `index.html` in the web build. */
export function prerenderedPages(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  const pages: string[] = [];
  const walk = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'assets') continue;
      const child = path.join(dir, entry.name);
      const childUrl = `${urlPath}/${entry.name}`;
      if (existsSync(path.join(child, 'index.html'))) pages.push(childUrl);
      walk(child, childUrl);
    }
  };
  walk(distDir, '');
  return pages.sort();
}

/** What the routing function needs to know about the web build (see `siteBuildLayout`). */
export interface SiteBuildLayout {
  /** Prerendered directory pages (`/about` has `/about/index.html`); null when unknown (too many, or no build). */
  pages: string[] | null;
  /** False without a web build (only the placeholder `/index.html` exists). */
  built: boolean;
  /** The unrendered SPA shell (`/spa.html`, else `/index.html`). */
  shell: string;
  /** The calendar site's page (`/calendar-site.html`, else the shell). */
  calendarShell: string;
  /** The not-found page (`/404.html`, else the shell). */
  notFound: string;
}

/** Reads the layout of a web build folder (missing folder: the placeholder deployment). */
export function siteBuildLayout(distDir: string): SiteBuildLayout {
  const built = existsSync(path.join(distDir, 'index.html'));
  const has = (file: string) => built && existsSync(path.join(distDir, file));
  const shell = has('spa.html') ? '/spa.html' : '/index.html';
  const pages = built ? prerenderedPages(distDir) : [];
  return {
    pages: JSON.stringify(pages).length <= PAGE_LIST_BUDGET ? pages : null,
    built,
    shell,
    calendarShell: has('calendar-site.html') ? '/calendar-site.html' : shell,
    notFound: has('404.html') ? '/404.html' : shell,
  };
}

/** `/insights/:slug` → `^/insights/[^/]+$` (a parameter is one non-empty segment). */
const patternRegex = (pattern: string) =>
  `^${pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')}$`;

/**
 * Viewer-request function of the site behaviour (not of /api or /realtime), mirroring the local gateway
 * (infra/local/gateway/static-site.ts) with the same route table (shared/site/routes.ts):
 * - on a `calendar.` host every page is the calendar site (`/calendar-site.html`), files are served as they are;
 * - paths with a file extension are served as they are (hashed assets, favicon, robots.txt, …);
 * - a prerendered page is served its `index.html` (`/about` and `/about/` → `/about/index.html`);
 * - a content page (an article, a project) is served its `index.html`, which the publisher writes while the item is
 *   published and deletes when it is not: the bucket then answers 404 (CloudFront may list it, so it does not say 403);
 * - any other path of the route table gets the SPA shell, anything else the not-found page.
 * - with `redirects`, a content page's old address (a renamed article or project) answers 301 to its new one, read
 *   from the key-value store associated with the function (old path → new path), which the redirect publisher keeps
 *   equal to the redirect table (the local gateway reads that table itself).
 * The site behaviour's origin-response function (not-found-page.ts) answers the not-found page, and the bucket's own
 * 404 for a missing page, with the site's not-found page and status 404, as the local gateway does.
 */
export function siteRoutingFunctionCode(
  layout: SiteBuildLayout,
  knownPaths: readonly string[],
  patterns: readonly string[],
  contentPatterns: readonly string[] = [],
  options: { redirects?: boolean } = {},
): string {
  const table = (paths: readonly string[]) => `{${paths.map((page) => `${JSON.stringify(page)}:1`).join(',')}}`;
  const pages = layout.pages === null ? 'null' : table(layout.pages);
  const toRegexes = (list: readonly string[]) => `[${list.map((pattern) => `/${patternRegex(pattern).replace(/\//g, '\\/')}/`).join(',')}]`;
  const regexes = toRegexes(patterns);
  // Reading the store is asynchronous, so the handler is too; without a store it stays a plain function.
  const redirects = options.redirects
    ? `  if (isContent) {
    var moved = null;
    try { moved = await REDIRECTS.get(page); } catch (missing) { moved = null; }
    if (moved) return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: moved }, 'cache-control': { value: 'max-age=300' } } };
  }
`
    : '';
  return `${options.redirects ? "import cf from 'cloudfront';\nvar REDIRECTS = cf.kvs();\n" : ''}var BUILT = ${layout.built};
var PAGES = ${pages};
var KNOWN = ${table(knownPaths)};
var PATTERNS = ${regexes};
var CONTENT = ${toRegexes(contentPatterns)};
${options.redirects ? 'async ' : ''}function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var host = request.headers.host ? request.headers.host.value.toLowerCase() : '';
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  var isFile = last.indexOf('.') !== -1;
  if (host.indexOf('calendar.') === 0) {
    if (isFile && last.slice(-5) !== '.html') return request;
    request.uri = ${JSON.stringify(layout.calendarShell)};
    return request;
  }
  if (isFile) return request;
  var page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (page === '/' || page === '' || !BUILT) { request.uri = '/index.html'; return request; }
  var isContent = CONTENT.some(function (re) { return re.test(page); });
${redirects}  if (isContent) { request.uri = page + '/index.html'; return request; }
  var known = KNOWN[page] === 1 || PATTERNS.some(function (re) { return re.test(page); });
  if (PAGES === null ? known : PAGES[page] === 1) { request.uri = page + '/index.html'; return request; }
  request.uri = known ? ${JSON.stringify(layout.shell)} : ${JSON.stringify(layout.notFound)};
  return request;
}
`;
}

/**
 * Viewer-request function of `/api/*`: behind CloudFront, API Gateway's `sourceIp` is the edge server, so the
 * viewer's address travels in `x-viewer-ip` (overwriting anything a client sent under that name). A request without
 * an `x-request-id` gets CloudFront's own request id (the `x-edge-request-id` of its access logs), which the
 * handler's log lines carry as `correlation_id` and its answer echoes.
 */
export const apiViewerRequestFunctionCode = () => `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  if (!request.headers['${REQUEST_ID_HEADER}']) request.headers['${REQUEST_ID_HEADER}'] = { value: event.context.requestId };
  return request;
}
`;
