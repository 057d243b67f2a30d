import { expect, switchToDarkTheme, test } from '../fixtures';
import { dismissCookieBanner, freezeClock, waitForApp } from '../shell/helpers';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await page.addInitScript(() => window.localStorage.setItem('callPopupSeen', 'true'));
});

test('about types its headline one character every 100 ms once in view', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/about');
  await waitForApp(page);
  const typed = page.getByTestId('typed-headline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/We are a full house agency/);
  await page.clock.runFor(500);
  await expect(typed).toHaveText(/^We ar_?$/);
  await page.clock.runFor(1000);
  await expect(typed).toHaveText(/^We are a full h_?$/);
  await page.clock.runFor(2000);
  await expect(typed).toHaveText(/^We are a full house agency_?$/);
});

test('about shows its sections, the Mission toggle and passes the accessibility scan in both themes', async ({ page, expectAccessible }) => {
  await page.goto('/about');
  await waitForApp(page);
  for (const heading of ['World-Class Talents Driving Innovation', 'Trusted by Leading Brands Around the World', 'Ready to transform your vision?']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  for (const value of ['Creativity', 'Innovation', 'Quality', 'Client Satisfaction']) {
    await expect(page.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
  }
  for (const card of ['Vision', 'Mission', 'Philosophy']) await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
  await expect(page.getByRole('img', { name: /Mariam Adel/ })).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Read More' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/We do it by listening before we propose/)).toBeVisible();
  await page.getByRole('button', { name: 'Read Less' }).click();
  await expect(page.getByText(/We do it by listening before we propose/)).toHaveCount(0);

  // Nine testimonials: five in the first row, four in the second (the repeated copies are inert), each row 3 times.
  const testimonialRows = [page.getByRole('group', { name: 'Testimonials, row 1' }), page.getByRole('group', { name: 'Testimonials, row 2' })];
  await expect(testimonialRows[0].locator('figure:not([inert] figure)')).toHaveCount(5);
  await expect(testimonialRows[1].locator('figure:not([inert] figure)')).toHaveCount(4);
  await expect(testimonialRows[0].locator('figure')).toHaveCount(15);
  await expect(testimonialRows[1].locator('figure')).toHaveCount(12);
  // Three rows of eight tags, each row 5 times.
  const tagRows = page.getByRole('region', { name: 'What we do' }).locator('[class*="animate-marquee"]');
  await expect(tagRows).toHaveCount(3);
  for (const row of await tagRows.all()) await expect(row.locator(':scope > div > span')).toHaveCount(40);
  await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/calendar');
  await expect(page.getByRole('link', { name: 'See Our Work' })).toHaveAttribute('href', '/work');
  await expectAccessible();
  // The lime signal on the inverse surface, which is light in the dark theme (the Read More button was 1.2:1).
  await switchToDarkTheme(page);
  await expectAccessible();
});

test('approach carousel advances every 3.5 s, pauses while the active card is hovered, and a click selects', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/approach');
  await waitForApp(page);
  const step = (name: string) => page.getByRole('button', { name: new RegExp(`^\\d+ ?${name}`) });
  await expect(step('Discover')).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(3400);
  await expect(step('Discover')).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(200);
  await expect(step('Define')).toHaveAttribute('aria-current', 'step');

  await step('Define').hover();
  await page.clock.runFor(10_000);
  await expect(step('Define')).toHaveAttribute('aria-current', 'step');
  await page.mouse.move(0, 0);
  await page.clock.runFor(3500);
  await expect(step('Design')).toHaveAttribute('aria-current', 'step');

  // A click selects, and once the mouse leaves the card the carousel goes on from there (looping to the first).
  await step('Grow').click();
  await expect(step('Grow')).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(10_000);
  await expect(step('Grow')).toHaveAttribute('aria-current', 'step');
  await page.mouse.move(0, 0);
  await page.clock.runFor(3500);
  await expect(step('Discover')).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(3500);
  await expect(step('Define')).toHaveAttribute('aria-current', 'step');

  // Keyboard focus inside holds it while the visitor moves through the cards; Enter selects one.
  await step('Define').focus();
  await page.keyboard.press('Tab');
  await expect(step('Design')).toBeFocused();
  await page.clock.runFor(10_000);
  await expect(step('Define')).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('Enter');
  await expect(step('Design')).toHaveAttribute('aria-current', 'step');
  await page.clock.runFor(10_000);
  await expect(step('Design')).toHaveAttribute('aria-current', 'step');
});

test('approach shows reasons, principles and the consultation button, and passes the accessibility scan', async ({ page, expectAccessible }) => {
  await page.goto('/approach');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: /Discover/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Four core principles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Built to remove the usual friction' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule a Consultation' }).first()).toHaveAttribute('href', '/calendar');
  await expectAccessible();
});
