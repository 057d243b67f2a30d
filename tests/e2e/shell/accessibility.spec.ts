import { expect, SHELL, switchToDarkTheme, test } from '../fixtures';
import { dismissCookieBanner, phone, waitForApp, freezeClock } from './helpers';

/**
 * axe on the shell (everything around a page's `main`, which each page's own tests scan), in the states a visitor
 * sees; serious or critical violations fail.
 */
test.describe('shell accessibility on desktop', () => {
  test('the cookie banner, top banner, navigation and footer, light then dark', async ({ page, expectAccessible }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible();
    await expectAccessible(SHELL);
    await switchToDarkTheme(page);
    await expectAccessible(SHELL);
  });

  test('open Solutions dropdown', async ({ page, expectAccessible }) => {
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }).click();
    await expectAccessible('header');
  });

  test('call popup', async ({ page, expectAccessible }) => {
    // The popup comes only once the cookie banner has been answered.
    await dismissCookieBanner(page);
    await freezeClock(page);
    await page.goto('/about');
    await waitForApp(page);
    await page.clock.runFor(15_500);
    await expect(page.getByRole('complementary', { name: 'Need a fresh perspective?' })).toBeVisible();
    await page.clock.resume(); // axe schedules its own timers
    await expectAccessible('aside');
  });

  test('the not-found page, dark theme', async ({ page, expectAccessible }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/missing-page');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible();
  });
});

test.describe('shell accessibility on a phone', () => {
  test.use(phone);

  test('open mobile menu and footer accordions', async ({ page, expectAccessible }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookieBannerSeen', 'true'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Solutions' }).click();
    await expectAccessible('header');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Resources' }).click();
    await expectAccessible('footer');
  });
});
