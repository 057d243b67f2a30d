import type { Locator, Page } from '@playwright/test';

export { freezeClock, phone, waitForApp } from '../shell/helpers';

/** Opens a page with the cookie banner and the call popup already dismissed, once the app has hydrated. */
export async function open(page: Page, path: string) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookieBannerSeen', 'true');
    window.localStorage.setItem('callPopupSeen', 'true');
  });
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Client-side navigation (no page load), so pages fetch their data instead of reading the prerendered copy. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({ idx: (window.history.state?.idx ?? 0) + 1, key: 'e2e', usr: null }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * The studio's tests publish articles and projects on the cloud every file shares, each with a title (and so a slug)
 * starting "Studio test": the public lists' tests count what the seed put there and leave those out.
 */
export const STUDIO_TEST_SLUG = 'studio-test-';

/** The cards or links of `list` that are seeded content: none is, or holds, a link to a studio test's page. */
export function seeded(list: Locator): Locator {
  const studioLink = `[href*="/${STUDIO_TEST_SLUG}"]`;
  return list.and(list.page().locator(`:not(${studioLink}):not(:has(a${studioLink}))`));
}
