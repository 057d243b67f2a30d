import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** CloudFront Functions code is limited to 10 KB; past this budget the page list is left out. */
const PAGE_LIST_BUDGET = 7_000;

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

/**
 * Viewer-request function of the site behaviour (not of /api or /realtime):
 * - paths with a file extension are served as they are (hashed assets, favicon, robots.txt, …);
 * - a directory path is served its prerendered `index.html` (`/about` and `/about/` → `/about/index.html`);
 * - any other path gets the SPA shell `/index.html`, whose router shows the page or the not-found page.
 * With the page list (from the web build at synth time) unknown paths fall back to the shell; without it (no build
 * at synth, or too many pages for the 10 KB function limit) every directory path is rewritten to its index.html.
 * The distribution has no custom error responses: those would also replace the API's own 403/404 JSON errors.
 */
export function siteRoutingFunctionCode(pages: string[]): string {
  const list = pages.length > 0 && JSON.stringify(pages).length <= PAGE_LIST_BUDGET ? pages : null;
  const table = list ? `{${list.map((page) => `${JSON.stringify(page)}:1`).join(',')}}` : 'null';
  return `var PAGES = ${table};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  var page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (page === '/' || page === '') { request.uri = '/index.html'; return request; }
  if (PAGES === null || PAGES[page] === 1) { request.uri = page + '/index.html'; return request; }
  request.uri = '/index.html';
  return request;
}
`;
}

/** Header carrying the viewer's IP address to the API (set at the edge, so a client cannot forge it). */
export const VIEWER_IP_HEADER = 'x-viewer-ip';

/**
 * Viewer-request function of `/api/*`: behind CloudFront, API Gateway's `sourceIp` is the edge server, so the
 * viewer's address travels in `x-viewer-ip` (overwriting anything a client sent under that name).
 */
export const viewerIpFunctionCode = () => `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}
`;
