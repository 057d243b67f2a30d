import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const storedPreferences = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookiePreferences'));
const bannerSeen = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookieBannerSeen'));

const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });

test.describe('cookie banner', () => {
  test('shows the exact texts until a choice is made', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(
      'We use cookies to enhance your browsing experience and analyze our traffic. By clicking "Accept All", you consent to our use of cookies.',
    );
    for (const name of ['Essential Only', 'Customize', 'Accept All', 'Close cookie banner']) {
      await expect(banner(page).getByRole('button', { name })).toBeVisible();
    }
  });

  test('Accept All stores all four preferences and hides it for good', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    expect(JSON.parse((await storedPreferences(page))!)).toEqual({ essential: true, analytics: true, marketing: true, functional: true });
    expect(await bannerSeen(page)).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('Essential Only stores essential alone', async ({ page }) => {
    await page.goto('/about');
    await banner(page).getByRole('button', { name: 'Essential Only' }).click();
    await expect(banner(page)).toBeHidden();
    expect(JSON.parse((await storedPreferences(page))!)).toEqual({ essential: true, analytics: false, marketing: false, functional: false });
  });

  test('Customize marks it seen and opens /cookies, where each preference can be changed later', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(banner(page)).toBeHidden();
    expect(await bannerSeen(page)).toBe('true');
    expect(await storedPreferences(page)).toBeNull();

    await expect(page.getByRole('switch', { name: 'Essential' })).toBeDisabled();
    await page.getByRole('switch', { name: 'Analytics' }).check();
    await page.getByRole('switch', { name: 'Functional' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Preferences saved')).toBeVisible();
    expect(JSON.parse((await storedPreferences(page))!)).toEqual({ essential: true, analytics: true, marketing: false, functional: true });

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  });

  test('the close icon marks it seen without storing preferences', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await bannerSeen(page)).toBe('true');
    expect(await storedPreferences(page)).toBeNull();
  });

  test('nothing third-party loads, before or after consent, off the production domain', async ({ page, baseURL }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.clock.install();
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await page.clock.runFor(10_000);
    await page.waitForLoadState('networkidle');
    expect([...origins].filter((origin) => origin !== new URL(baseURL!).origin && !origin.startsWith('data:'))).toEqual([]);
  });

  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const) {
    test(`on a ${device}, a toast shown while it is open sits above it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      const newsletter = page.getByRole('form', { name: 'Newsletter' });
      await newsletter.getByLabel('Email address').fill(`toast-${device}-${Date.now()}@example.com`);
      await newsletter.getByLabel(/I consent to receiving emails/).check();
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      const toast = page.locator('[data-sonner-toast]');
      await expect(toast).toBeVisible();
      await expect.poll(async () => (await toast.boundingBox())!.y + (await toast.boundingBox())!.height).toBeLessThanOrEqual((await banner(page).boundingBox())!.y);
      await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeVisible();
    });
  }
});
