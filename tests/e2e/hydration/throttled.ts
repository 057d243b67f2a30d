import { expect, type Locator, type Page } from '@playwright/test';

/** Lighthouse's mobile preset slows the CPU 4x; a low-end phone is nearer 6x. */
export const CPU_SLOWDOWNS = [4, 6] as const;

/**
 * Prepares a page the way a slow phone meets the site: the CPU slowed `rate` times (DevTools protocol), the cookie
 * banner and call popup already seen (they would cover what is tapped), and a log of every click the page receives
 * with whether the app had hydrated by then.
 */
export async function slowPhone(page: Page, rate: number) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookieBannerSeen', 'true');
    window.localStorage.setItem('callPopupSeen', 'true');
    const log: boolean[] = ((window as unknown as { __clicks: boolean[] }).__clicks = []);
    window.addEventListener('click', (event) => event.isTrusted && log.push(document.documentElement.hasAttribute('data-hydrated')), true);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Opens a path and returns at DOMContentLoaded: the prerendered page is there, its scripts have not run. */
export async function openAtDomContentLoaded(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/**
 * Taps the middle of an element as a visitor would, at once: it is scrolled into view without animation, and the
 * tap is a real pointer event at its coordinates (Playwright's own click would wait for the page to settle).
 * Answers whether the app had hydrated when the tap was made.
 */
export async function tapNow(page: Page, target: Locator): Promise<{ hydratedBefore: boolean }> {
  const point = await target.evaluate((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, hydrated: document.documentElement.hasAttribute('data-hydrated') };
  });
  await page.mouse.click(point.x, point.y);
  return { hydratedBefore: point.hydrated };
}

export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** The clicks the page received, as hydrated or not at the time. */
export async function clicksSeen(page: Page): Promise<boolean[]> {
  return page.evaluate(() => (window as unknown as { __clicks: boolean[] }).__clicks);
}

/**
 * Holds the app's scripts until `release` is called, so what a test does first certainly happens before hydration
 * (typing takes longer than a tap, and could otherwise race the start-up).
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** After a link tap: the browser arrives at `path` and stays there once the new page has hydrated. */
export async function expectArrivedAt(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 30_000 });
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe(path);
}
