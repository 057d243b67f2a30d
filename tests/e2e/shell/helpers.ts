import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Marks the cookie banner as seen before any page script runs, so a test can focus on another part. */
export async function dismissCookieBanner(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookieBannerSeen', 'true'));
}

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Waits until React has hydrated the prerendered page (effects, timers and handlers are in place). */
export async function waitForApp(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Installs a fake clock that stands still until the test advances it (runFor), so delays are measured in page
 * time only, however slow the machine is.
 */
export async function freezeClock(page: Page) {
  const start = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * Under a frozen clock, lets page time pass in small steps until `locator` is on the page: React reveals a section
 * whose code loaded lazily on a timer, which stands still until the test advances it.
 */
export async function advanceUntilAttached(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(locator).toBeAttached({ timeout: 200 });
  }).toPass();
}
