import { expect, test } from '../fixtures';

test('a calendar. host shows only the booking screen with a minimal header and footer', async ({ page, baseURL }) => {
  const url = new URL(baseURL!);
  url.hostname = `calendar.${url.hostname}`;
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { name: "Let's Talk About You" })).toBeVisible();
  await expect(page.getByText('Northstar Calendar')).toBeVisible();
  await expect(page).toHaveTitle('Book Your Consultation | Northstar Calendar');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);
  // Its footer names the current year, as the main site's does.
  await expect(page.getByRole('contentinfo')).toHaveText(`© ${new Date().getFullYear()} Northstar Digital`);
});
