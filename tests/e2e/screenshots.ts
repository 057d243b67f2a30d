import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Pictures of the staff screens for people to look at, in docs/screenshots/studio/. They are taken only when a run
 * asks for them (`SCREENSHOTS=1 npx playwright test tests/e2e/admin/`): no assertion reads them, so the suite spends
 * no time on them and leaves the tracked pictures alone.
 */
const recording = process.env.SCREENSHOTS === '1';

export interface ScreenOptions {
  /** Dark as well as light. */
  dark?: boolean;
  /** The whole page rather than the window. */
  fullPage?: boolean;
  /** Scrolled into view in each picture. */
  focus?: Locator;
  /** The widths to picture. */
  widths?: readonly number[];
  /** Waits for toasts to leave and drops the last field's focus ring first, so nothing hides or marks the content. */
  calm?: boolean;
}

/** The screen at 1440 and 390 px or the widths given (and dark, if asked), named `<name>-<width>[-dark].png`; the viewport is restored. */
export async function recordScreen(page: Page, name: string, { dark = false, fullPage = false, focus, calm = false, widths = [1440, 390] }: ScreenOptions = {}) {
  if (!recording) return;
  if (calm) {
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  }
  const viewport = page.viewportSize();
  for (const theme of dark ? (['light', 'dark'] as const) : (['light'] as const)) {
    await page.evaluate((isDark) => document.documentElement.classList.toggle('dark', isDark), theme === 'dark');
    for (const width of widths) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await focus?.scrollIntoViewIfNeeded();
      const suffix = theme === 'dark' ? '-dark' : '';
      await page.screenshot({ path: `docs/screenshots/studio/${name}-${width}${suffix}.png`, fullPage });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  if (viewport) await page.setViewportSize(viewport);
}
