import { expect, test, type Page } from '@playwright/test';
import { seeded } from '../content/helpers';
import { CPU_SLOWDOWNS, clicksSeen, expectArrivedAt, openAtDomContentLoaded, slowPhone, tapNow, waitForHydration } from './throttled';

/**
 * A tap made as soon as the prerendered page is there (DOMContentLoaded, CPU slowed like a phone's) must do what it
 * would do later: links navigate and stay navigated, buttons act once the app has hydrated. Each tap arrives once
 * and takes effect once.
 */

/** Taps a link and checks the browser lands on its target, one history entry further. */
async function tapLink(page: Page, path: string, link: ReturnType<Page['locator']>) {
  await openAtDomContentLoaded(page, path);
  const target = await link.getAttribute('href');
  expect(target).toMatch(/^\//);
  const entriesBefore = await page.evaluate(() => history.length);
  await tapNow(page, link);
  await expectArrivedAt(page, target!);
  expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);
}

for (const rate of CPU_SLOWDOWNS) {
  test.describe(`taps at DOMContentLoaded, CPU ${rate}x slower`, () => {
    test.beforeEach(async ({ page }) => slowPhone(page, rate));

    test('the first article card on /insights opens its article', async ({ page }) => {
      await tapLink(page, '/insights', seeded(page.locator('main article a[href^="/insights/"]')).first());
    });

    test('a project card on /work opens its project', async ({ page }) => {
      await tapLink(page, '/work', seeded(page.locator('main a[href^="/projects/"]')).first());
    });

    test('a link of the main navigation opens its page', async ({ page }) => {
      await tapLink(page, '/about', page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work', exact: true }));
    });

    test("the top banner's link opens the calendar", async ({ page }) => {
      await tapLink(page, '/about', page.getByRole('link', { name: 'Book your call' }));
    });

    test('See More on /solutions opens the service page', async ({ page }) => {
      await tapLink(page, '/solutions', page.getByRole('link', { name: /^See More/ }).first());
    });

    test('the chat launcher on / opens the chat once', async ({ page }) => {
      await openAtDomContentLoaded(page, '/');
      const launcher = page.getByRole('button', { name: /^Chat with / });
      await tapNow(page, launcher);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: /^Close chat with / })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
      // Replayed once: a second toggle would have closed it again.
      await page.waitForTimeout(500);
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await clicksSeen(page)).toHaveLength(1);
    });

    test('a solutions tab on / selects its solution', async ({ page }) => {
      await openAtDomContentLoaded(page, '/');
      const tab = page.getByRole('tab', { name: 'Design', exact: true });
      await expect(tab).toHaveAttribute('aria-selected', 'false');
      await tapNow(page, tab);
      await waitForHydration(page);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(await clicksSeen(page)).toHaveLength(1);
    });

    test('a calendar day on /calendar opens its times as soon as the days are shown', async ({ page }) => {
      await openAtDomContentLoaded(page, '/calendar');
      // The days depend on the visitor's time zone and today's date, so they appear once the app runs.
      const day = page.getByRole('grid').locator('button[data-date]:not([aria-disabled])').first();
      await day.waitFor({ timeout: 30_000 });
      await tapNow(page, day);
      await expect(page.getByRole('heading', { name: 'Select time' })).toBeVisible({ timeout: 15_000 });
      expect(await clicksSeen(page)).toHaveLength(1);
    });
  });
}
