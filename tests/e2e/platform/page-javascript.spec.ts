import { measurePageJavaScript, PAGE_JS_VIEWPORT, pageJsBudget, type PageJavaScript } from '../../support/page-javascript';
import { publicRoutes } from '../../support/public-pages';
import { expect, test } from '../fixtures';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const listing = (measured: PageJavaScript) =>
  [...measured.scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map((script) => `${new URL(script.url).pathname}: ${kb(script.bytes)} KB`)
    .join('\n');

/**
 * What a visitor's browser downloads: each public page loaded fresh in Chromium from the built site, its gzip'd
 * JavaScript summed by network idle (tests/support/page-javascript.ts). The home page may download 120 KB, every
 * other page 130 KB.
 */
test.describe('JavaScript each public page downloads by network idle', () => {
  for (const path of publicRoutes) {
    const limit = pageJsBudget(path);
    test(`${path} downloads at most ${kb(limit)} KB of JavaScript (gzip)`, async ({ browser, baseURL }) => {
      const measured = await measurePageJavaScript(browser, baseURL!, path, PAGE_JS_VIEWPORT);
      // The entry, the page's chunks and what they import: a page measured without its scripts proves nothing.
      expect(measured.scripts.length, listing(measured)).toBeGreaterThan(3);
      expect(measured.bytes, `${path}: ${kb(measured.bytes)} KB\n${listing(measured)}`).toBeLessThanOrEqual(limit);
    });
  }
});
