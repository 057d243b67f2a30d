import { test as base, expect, type Page, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface CloudUrls {
  baseUrl: string;
  wsUrl: string;
  sesUrl: string;
  env: Record<string, string>;
}

/**
 * What an axe scan covers unless a test names a part: the page's own content. The header, footer, banners and popups
 * around it are the same on every page, so tests/e2e/shell/accessibility.spec.ts scans them once for all.
 */
export const PAGE_CONTENT = 'main';
/** Everything around the page's content: the shell's scan. */
export const SHELL: ScanScope = { include: 'html', exclude: PAGE_CONTENT };

/** A CSS selector of the part to scan, or a part with another left out. */
export type ScanScope = string | { include: string; exclude: string };

/**
 * Shared fixtures: the local cloud's URLs, an axe scan of the page's content (or of a part the test names) that
 * fails on serious or critical violations, and a page
 * whose `goto` and `reload` resolve once the app has hydrated an HTML page. The site's scripts start after the
 * prerendered page's first paint (docs/web.md, "Loading order"), so the load event no longer waits for them; a test
 * acts at machine speed, and the prerendered markup is visible before its buttons work.
 */
export const test = base.extend<{ cloud: CloudUrls; expectAccessible: (scope?: ScanScope, target?: Page) => Promise<void> }>({
  page: async ({ page }, use) => {
    const hydrated = async (response: Response | null) => {
      if (response?.headers()['content-type']?.startsWith('text/html')) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern
  cloud: async ({}, use) => {
    await use({
      baseUrl: process.env.E2E_BASE_URL!,
      wsUrl: process.env.E2E_WS_URL!,
      sesUrl: process.env.E2E_SES_URL!,
      env: JSON.parse(process.env.E2E_CLOUD_ENV ?? '{}') as Record<string, string>,
    });
  },
  expectAccessible: async ({ page: testPage }, use) => {
    // `target`: another page of the test (a second tab); the test's own page by default.
    await use(async (scope: ScanScope = PAGE_CONTENT, page: Page = testPage) => {
      // Contrast is judged on what is painted: let finite transitions (toasts, entrances) settle first.
      await settleAnimations(page);
      const { include, exclude } = typeof scope === 'string' ? { include: scope, exclude: undefined } : scope;
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(include);
      if (exclude) builder = builder.exclude(exclude);
      const { violations } = await builder.analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  },
});

/**
 * The site's finite animations last at most 4 s (the solutions tab's progress bar); one still running long after that
 * restarts in a loop, so the wait fails naming it instead of running into the test's timeout.
 */
const SETTLE_TIMEOUT_MS = 15_000;

async function settleAnimations(page: Page) {
  const settled = await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: SETTLE_TIMEOUT_MS },
    )
    .then(
      () => true,
      () => false,
    );
  if (settled) return;
  // The wait's test again, now naming what runs: a predicate shared as a string would need eval, which the site's CSP
  // refuses, and a page function cannot take another function as its argument.
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => {
        const name = animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? `transition of ${animation.transitionProperty}` : animation.id || 'a script animation';
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${name} on ${target?.outerHTML.slice(0, 160) ?? 'no element'}`;
      }),
  );
  throw new Error(`Finite animations still running after ${SETTLE_TIMEOUT_MS / 1000} s:\n${running.join('\n')}`);
}

/**
 * Switches an open page to the dark theme as the header's toggle does (the `dark` class on <html>), with the system
 * preference to match, so one page load serves a scan in each theme.
 */
export async function switchToDarkTheme(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Colours ease into a new theme, and an off-screen section (content-visibility: auto) starts its transition only
  // when it is first rendered, which a scan does half-way through: the page switches without transitions, painted as
  // it settles. The inline styles go through the CSSOM, which the site's CSP allows.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement | SVGElement>('*')) element.style.transition = 'none';
    document.documentElement.classList.add('dark');
  });
  await expect(page.locator('html')).toHaveClass(/dark/);
}

export { expect };
