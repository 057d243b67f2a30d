import { expect, test } from '../fixtures';
import { dismissCookieBanner, phone } from './helpers';

test.describe('navigation on desktop', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('the Solutions dropdown lists the four services and is keyboard operable', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('navigation', { name: 'Main' });
    const solutions = main.getByRole('button', { name: 'Solutions' });
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['AI & Software Development', 'Branding & Design', 'Marketing', 'Advertising & Media']) {
      await expect(main.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();

    await solutions.click();
    await main.getByRole('link', { name: 'View All Solutions' }).click();
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  });

  test('the links and Get Started go to their pages, each starting at the top', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [['Approach', '/approach'], ['Work', '/work'], ['Careers', '/careers'], ['About', '/about'], ['Insights', '/insights'], ['Calendar', '/calendar']]) {
      await page.mouse.wheel(0, 2000);
      await main.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test('the top banner scrolls to the calendar section on home and links to /calendar elsewhere', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Book your call' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#calendar')).toBeInViewport();

    await page.goto('/about');
    await page.getByRole('link', { name: 'Book your call' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test('an unknown path shows the not-found page with a 404 status and links home and to booking', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page drifted off the map.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', '/calendar');
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('navigation on a phone', () => {
  test.use(phone);

  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('the menu holds the expandable Solutions list, the links and Get Started', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Work' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();

    const solutions = menu.getByRole('button', { name: 'Solutions' });
    await expect(menu.getByRole('link', { name: /Branding & Design/ })).toBeHidden();
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: /Branding & Design/ }).click();
    await expect(page).toHaveURL(/\/design$/);
    await expect(menu).toBeHidden();
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('Approach scrolls to the approach section on home and goes home from other pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Approach' }).click();
    await expect(page.locator('#approach')).toBeInViewport();

    await page.goto('/careers');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Approach' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('footer groups are accordions with one open at a time', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    const company = footer.getByRole('button', { name: 'Company' });
    const countries = footer.getByRole('button', { name: 'Countries' });
    await company.click();
    await expect(footer.getByRole('link', { name: 'Careers' })).toBeVisible();
    await countries.click();
    await expect(footer.getByRole('region', { name: 'Countries' })).toContainText('Saudi Arabia');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Careers' })).toBeHidden();
    await countries.click();
    await expect(footer.getByRole('region', { name: 'Countries' })).toBeHidden();
  });
});
