import type { Page } from '@playwright/test';

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
