import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openBooking } from '../booking/booking-helpers';

/** Small phone, phone, tablet portrait, tablet landscape, desktop. */
const WIDTHS = [320, 390, 768, 1024, 1440];
const PAGES = ['/', '/calendar', '/about', '/work', '/contact', '/insights', '/design', '/privacy'];

async function answerOverlays(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookieBannerSeen', 'true');
    localStorage.setItem('callPopupSeen', 'true');
  });
}

/** Scrolls to the end and back once the network is idle, so that every lazy section below the fold has rendered. */
async function renderEverySection(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The page's width once the layout has followed the last resize (two frames: the resize, then its paint). */
async function renderedWidth(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))),
      ),
  );
}

async function rightEdge(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluateAll((elements) => Math.max(...elements.map((element) => element.getBoundingClientRect().right)));
}

// Each page is loaded once on the smallest screen, its lazy sections rendered, and then widened, as a rotated phone or
// a resized window would be: the layout is CSS media queries and resize-aware hooks, and one load per page and width
// would cost five times as long.
for (const path of PAGES) {
  test(`${path} never scrolls sideways from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await answerOverlays(page);
    await page.goto(path);
    await renderEverySection(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await renderedWidth(page), `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
}

// As above, one page load widened step by step: the bar's layout is CSS media queries.
test('the desktop bar keeps every link and Get Started, and its Solutions panel on screen, from 768 to 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await answerOverlays(page);
  await page.goto('/about');
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const name of ['Solutions', 'Approach', 'Work', 'Careers', 'About', 'Insights', 'Calendar']) {
      await expect(main.getByText(name, { exact: true }), `${name} at ${width} px`).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' }), `Get Started at ${width} px`).toBeInViewport({ ratio: 1 });

    await main.getByRole('button', { name: 'Solutions' }).click();
    const viewAll = main.getByRole('link', { name: /View All Solutions/ });
    await expect(viewAll).toBeVisible();
    const panel = await viewAll.evaluate((link) => link.closest('[id]')!.getBoundingClientRect().toJSON() as DOMRect);
    expect(panel.left, `panel at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(panel.right, `panel at ${width} px`).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await expect(viewAll).toBeHidden();
  }
});

test('the booking steps fit the screen and the time grid has 3 columns at 390 px, 4 at 768 and 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openBooking(page);
  await page.getByRole('grid').getByRole('button', { disabled: false }).and(page.locator('[data-date]:not([aria-disabled])')).first().click();
  const times = page.getByRole('list', { name: /Available times/ });
  await expect(times.getByRole('button').first()).toBeVisible();
  for (const { width, columns } of [
    { width: 390, columns: 3 },
    { width: 768, columns: 4 },
    { width: 1440, columns: 4 },
  ]) {
    await page.setViewportSize({ width, height: 900 });
    const steps = page.getByRole('list', { name: 'Booking steps' });
    const card = steps.locator('xpath=ancestor::div[contains(@class, "shadow-card")][1]');
    const cardRight = await card.evaluate((element) => element.getBoundingClientRect().right);
    expect(await rightEdge(page, 'ol[aria-label="Booking steps"] li'), `steps at ${width} px`).toBeLessThanOrEqual(cardRight);
    await expect.poll(() => times.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length), { message: `columns at ${width} px` }).toBe(columns);
    // Every time reads whole: no label is wider than its button.
    const clipped = await times.getByRole('button').evaluateAll((buttons) => buttons.filter((button) => button.scrollWidth > button.clientWidth).map((button) => button.textContent));
    expect(clipped, `clipped times at ${width} px`).toEqual([]);
  }
});
