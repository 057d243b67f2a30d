import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { dismissCookieBanner } from './helpers';

/** Session storage: `currentPageInfo` for each page view, and `sitemapXML`. */
type PageInfo = { url: string; timestamp: string; title: string; description: string };

const pageInfo = (page: Page) =>
  page.evaluate(() => {
    const stored = window.sessionStorage.getItem('currentPageInfo');
    return stored ? (JSON.parse(stored) as PageInfo) : null;
  });

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await page.addInitScript(() => window.localStorage.setItem('callPopupSeen', 'true'));
});

test('each page view stores currentPageInfo, initial and after client navigation', async ({ page, baseURL }) => {
  const before = Date.now();
  await page.goto('/about');
  await expect.poll(() => pageInfo(page).then((info) => info?.url)).toBe(`${baseURL}/about`);
  const about = (await pageInfo(page))!;
  expect(about.title).toBe(await page.title());
  expect(about.title).toBe('About Us | Northstar Digital');
  expect(about.description).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
  expect(Date.parse(about.timestamp)).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(about.timestamp)).toBeLessThanOrEqual(Date.now());

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work', exact: true }).click();
  await expect(page).toHaveURL(/\/work$/);
  await expect.poll(() => pageInfo(page).then((info) => info?.url)).toBe(`${baseURL}/work`);
  const work = (await pageInfo(page))!;
  expect(work.title).toBe(await page.title());
  expect(work.title).toMatch(/^Our Work/);
  expect(work.description).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
  expect(Date.parse(work.timestamp)).toBeGreaterThanOrEqual(Date.parse(about.timestamp));
});

test('sitemapXML holds the 17 fixed pages of /sitemap.xml with this origin, written once per session', async ({ page, request, baseURL }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('sitemapXML'))).not.toBeNull();
  const stored = (await page.evaluate(() => window.sessionStorage.getItem('sitemapXML')))!;
  // The file names the origin the site was built for; the session copy names the one it is visited on. The file
  // goes on to list the published articles and projects, which the session copy leaves out, and its lastmod is the
  // date of the last publishing, the session copy's the build's.
  const file = await (await request.get('/sitemap.xml')).text();
  const builtFor = new URL(file.match(/<loc>([^<]+)<\/loc>/)![1]!).origin;
  const entries = (xml: string) => xml.replace(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g, '<lastmod/>').match(/<url>[\s\S]*?<\/url>/g)!;
  const fileEntries = entries(file.replaceAll(`<loc>${builtFor}`, `<loc>${new URL(baseURL!).origin}`));
  expect(stored.startsWith(file.slice(0, file.indexOf('<url>')))).toBe(true);
  expect(entries(stored)).toEqual(fileEntries.slice(0, 17));
  expect(fileEntries.length).toBeGreaterThan(17);
  expect(stored).toContain(`<loc>${new URL(baseURL!).origin}/privacy</loc>`);
  expect(stored).not.toContain('/insights/');

  // Once per session: a later page view leaves it alone.
  await page.evaluate(() => window.sessionStorage.setItem('sitemapXML', 'written earlier in this session'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect.poll(() => pageInfo(page).then((info) => info?.url)).toBe(`${baseURL}/about`);
  expect(await page.evaluate(() => window.sessionStorage.getItem('sitemapXML'))).toBe('written earlier in this session');
});

test('a browser refusing session storage still gets a working page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.sessionStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await page.goto('/about');
  // Give the idle-time write its chance to run (and fail).
  await page.evaluate(() => new Promise((resolve) => window.setTimeout(resolve, 2500)));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Our Work/);
  expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
  expect(errors).toEqual([]);
});
