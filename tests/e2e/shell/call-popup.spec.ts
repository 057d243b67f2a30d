import { expect, test } from '../fixtures';
import { dismissCookieBanner, waitForApp, freezeClock } from './helpers';

const popup = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Need a fresh perspective?' });

test.describe('call popup', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
    await freezeClock(page);
  });

  test('appears 15 seconds after load, and Book a call marks it seen and opens /calendar', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    await page.clock.runFor(14_000);
    await expect(popup(page)).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText("We're here to listen. Let's talk about your next big move.");

    await popup(page).getByRole('button', { name: 'Book a call' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(popup(page)).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('callPopupSeen'))).not.toBeNull();
  });

  test('closing it marks it seen, so it does not come back', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.clock.runFor(15_500);
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toBeHidden();

    await page.reload();
    await waitForApp(page);
    await page.clock.runFor(30_000);
    await expect(popup(page)).toBeHidden();
  });
});
