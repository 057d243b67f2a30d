import { gzipSync } from 'node:zlib';
import { expect, test } from '../fixtures';

/** Budget: the JavaScript the home page loads, gzip-compressed, at most 120 KB. */
const HOME_JS_BUDGET_BYTES = 120 * 1024;

test('the home page loads at most 120 KB of gzip-compressed JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).byteLength);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const report = [...scripts].map(([url, size]) => `${new URL(url).pathname}: ${(size / 1024).toFixed(1)} KB`).join('\n');
  expect(scripts.size).toBeGreaterThan(0);
  expect(total, `home page JavaScript (gzip):\n${report}`).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});
