/**
 * The JavaScript a visitor's browser downloads for one page: the page is loaded in a fresh browser context (an empty
 * cache, as on a first visit) that accepts gzip only, and the encoded bodies of its scripts are summed until the
 * network is idle after hydration (no request but video in flight for 500 ms). Everything the page pulls in by then
 * counts: the entry, its preloads, the page's chunks and whatever the app imports lazily once it runs (metadata,
 * session records, sections coming into view). Used by the budget spec (tests/e2e/platform/page-javascript.spec.ts)
 * and by `npm run bench bundle`.
 */
import type { Browser, Request } from '@playwright/test';

/** gzip'd JavaScript downloaded by network idle: the home page, and every other public page. */
export const PAGE_JS_BUDGETS = { home: 120 * 1024, otherPage: 130 * 1024 } as const;

export const pageJsBudget = (path: string) => (path === '/' ? PAGE_JS_BUDGETS.home : PAGE_JS_BUDGETS.otherPage);

/**
 * A desktop window. A phone loads the same scripts, and the home page's video player besides 2 s after start (its
 * section's data and zod), which a quiet machine reaches after network idle and a busy one sometimes before: the
 * desktop's 5 s keeps the measure stable.
 */
export const PAGE_JS_VIEWPORT: Viewport = { width: 1440, height: 900 };

/**
 * Playwright's definition of network idle: no request in flight for this long. Video is left out: a playing video
 * streams for as long as it plays, and it holds no script.
 */
const IDLE_MS = 500;
const TIMEOUT_MS = 60_000;
const counts = (request: Request) => request.resourceType() !== 'media';

export interface ScriptDownload {
  url: string;
  /** The encoded (gzip) body as transferred. */
  bytes: number;
}

export interface PageJavaScript {
  path: string;
  scripts: ScriptDownload[];
  bytes: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export async function measurePageJavaScript(browser: Browser, baseUrl: string, path: string, viewport: Viewport): Promise<PageJavaScript> {
  // gzip is what every browser accepts (CloudFront and the local gateway answer brotli to those asking for it,
  // which is smaller): the budgets are in gzip bytes.
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  try {
    const page = await context.newPage();
    const inFlight = new Set<Request>();
    let lastActivity = Date.now();
    const measured: Promise<ScriptDownload | null>[] = [];
    const settle = (request: Request) => {
      if (!counts(request)) return;
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    page.on('request', (request) => {
      if (!counts(request)) return;
      inFlight.add(request);
      lastActivity = Date.now();
    });
    page.on('requestfailed', settle);
    page.on('requestfinished', (request) => {
      settle(request);
      if (request.resourceType() !== 'script' && !new URL(request.url()).pathname.endsWith('.js')) return;
      measured.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
    });

    const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'domcontentloaded', timeout: TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status() ?? 'nothing'}`);
    // The app's scripts start after the first paint and import more once hydrated: idle counts from then on.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: TIMEOUT_MS });
    const deadline = Date.now() + TIMEOUT_MS;
    while (inFlight.size > 0 || Date.now() - lastActivity < IDLE_MS) {
      if (Date.now() > deadline) throw new Error(`${path}: the network did not go idle within ${TIMEOUT_MS / 1000} s`);
      await page.waitForTimeout(50);
    }
    const scripts = (await Promise.all(measured)).filter((script): script is ScriptDownload => script !== null);
    return { path, scripts, bytes: scripts.reduce((sum, script) => sum + script.bytes, 0) };
  } finally {
    await context.close();
  }
}
