import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { open } from './helpers';

/**
 * Hero images: a failed one shows /placeholder.svg and 'Failed to load',
 * a loading one a spinner. The prerendered hero starts downloading before the scripts, so a 404 usually happens
 * before hydration: that is the case these pages meet in real life.
 */
const heroes = [
  { path: '/projects/cartwise', image: '**/media/projects/p07*.webp', name: 'Cartwise, project cover' },
  { path: '/insights/design-systems-that-scale', image: '**/media/posts/**', name: '' },
];

/** The hero <img>: named by its alt text, or the first image of the page's first section for a decorative one. */
const heroImage = (page: Page, name: string) => (name ? page.getByRole('img', { name }) : page.locator('main section').first().locator('img'));

for (const { path, image, name } of heroes) {
  test(`${path}: a hero image answering 404 shows the placeholder and 'Failed to load'`, async ({ page }) => {
    await page.route(image, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await open(page, path);
    const hero = heroImage(page, name);
    await expect(hero).toHaveAttribute('src', '/placeholder.svg');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const frame = hero.locator('..');
    await expect(frame.getByRole('status')).toHaveText('Failed to load');
    await expect(frame.getByRole('status')).toBeVisible();
  });

  test(`${path}: a hero image that loads is on top and the spinner is gone`, async ({ page }) => {
    await open(page, path);
    const hero = heroImage(page, name);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(hero).not.toHaveAttribute('src', '/placeholder.svg');
    await expect(hero.locator('..').getByRole('status')).toHaveCount(0);
  });
}

test('before any script runs, a prerendered hero paints over its spinner once loaded', async ({ browser, baseURL }) => {
  // Without JavaScript the page stays as prerendered, spinner included: what a visitor sees until hydration.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    let heroRequested = 0;
    page.on('request', (request) => {
      if (/\/media\/projects\/p07(-800)?\.webp$/.test(request.url())) heroRequested += 1;
    });
    await page.goto('/projects/cartwise');
    const hero = page.getByRole('img', { name: 'Cartwise, project cover' });
    const spinner = hero.locator('..').getByRole('status');
    await expect(spinner).toHaveText('Loading...');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(heroRequested).toBeGreaterThan(0);
    await hero.scrollIntoViewIfNeeded();
    // The topmost element at the frame's centre is the image itself, not the spinner under it.
    const topmost = await hero.evaluate((img) => {
      const box = img.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === img;
    });
    expect(topmost).toBe(true);
  } finally {
    await context.close();
  }
});
