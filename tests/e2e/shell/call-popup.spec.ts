import { expect, test } from '../fixtures';
import { dismissCookieBanner, waitForApp, freezeClock, phone } from './helpers';

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

test.describe('a first visit on a phone', () => {
  test.use(phone);

  test('shows one floating layer at a time: the cookie banner, then the call popup, and the chat button only when both are gone', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/about');
    await waitForApp(page);
    const banner = page.getByRole('region', { name: 'We use cookies' });
    const chat = page.getByRole('button', { name: /^Chat with/ });

    await expect(banner).toBeVisible();
    await expect(chat).toBeHidden();
    // However long the banner waits for an answer, the popup does not join it.
    await page.clock.runFor(60_000);
    await expect(popup(page)).toBeHidden();

    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    await expect(chat).toBeVisible();
    await page.clock.runFor(14_000);
    await expect(popup(page)).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(popup(page)).toBeVisible();
    await expect(chat).toBeHidden();

    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toBeHidden();
    await expect(chat).toBeVisible();

    // A full-width control under the chat button (a footer group's toggle): it steps aside, and comes back once
    // only text is under it.
    const toggle = page.getByRole('contentinfo').getByRole('button', { name: 'Company' });
    // The sections above lay themselves out as they come near, so the page settles while it scrolls: align again.
    await expect(async () => {
      await toggle.evaluate((element) => {
        const box = element.getBoundingClientRect();
        window.scrollBy(0, box.top + box.height / 2 - (window.innerHeight - 48));
      });
      await page.clock.runFor(100);
      await expect(chat).toBeHidden({ timeout: 500 });
    }).toPass();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(100);
    await expect(chat).toBeVisible();
  });
});
