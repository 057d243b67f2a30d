import { expect, test, type Page } from '@playwright/test';
import { CPU_SLOWDOWNS, holdAppScripts, openAtDomContentLoaded, slowPhone, tapNow, waitForHydration } from './throttled';

/**
 * What a visitor types, ticks, chooses or taps in a form before the app has hydrated stays in the fields and in the
 * form's state: the app's scripts are held until the form is filled, so all of it certainly happens first.
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function expectNotHydrated(page: Page) {
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
}

for (const rate of CPU_SLOWDOWNS) {
  test.describe(`forms filled before hydration, CPU ${rate}x slower`, () => {
    test.beforeEach(async ({ page }) => slowPhone(page, rate));

    test('the contact form sends what was typed, ticked and chosen, with Send tapped before hydration', async ({ page }) => {
      const release = await holdAppScripts(page);
      await openAtDomContentLoaded(page, '/contact');
      const values = {
        'Full name': 'Early Typist',
        Email: `early-${rate}x@example.com`,
        Phone: '501234567',
        Company: 'Dunecraft',
        Role: 'Head of Growth',
        Website: 'dunecraft.com',
        Subject: 'Typed before the page was ready',
        Message: 'Every word typed before the scripts ran must arrive.',
      };
      for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
      await page.getByRole('combobox', { name: 'Industry', exact: true }).selectOption('Retail');
      await page.getByRole('combobox', { name: 'Country code' }).selectOption('EG');
      await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
      await tapNow(page, page.getByRole('button', { name: 'Send Message' }));
      await expectNotHydrated(page);
      release();
      await waitForHydration(page);
      await expect(page.getByText('Thank you! Your message has been sent. We will reply within 24 hours on business days.')).toBeVisible({ timeout: 20_000 });
      // Sent once, then cleared by the form itself.
      await expect(field(page, 'Full name')).toHaveValue('');
    });

    test('the newsletter form subscribes the address typed and the consent ticked before hydration', async ({ page }) => {
      const release = await holdAppScripts(page);
      await openAtDomContentLoaded(page, '/about');
      const form = page.getByRole('form', { name: 'Newsletter' });
      await form.getByRole('textbox', { name: 'Email address' }).fill(`early-news-${rate}x@example.com`);
      await form.getByRole('checkbox').check();
      await tapNow(page, form.getByRole('button', { name: 'Subscribe' }));
      await expectNotHydrated(page);
      release();
      await waitForHydration(page);
      await expect(page.getByText('Check your inbox')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Check your inbox')).toHaveCount(1);
    });

    test('the briefing form keeps early values and a service chosen before hydration through later typing', async ({ page }) => {
      const release = await holdAppScripts(page);
      await openAtDomContentLoaded(page, '/briefing-form/Teakandrope');
      await field(page, 'Full name').fill('Early Briefer');
      await field(page, 'Work e-mail').fill('briefer@example.com');
      const service = page.getByRole('button', { name: 'Branding & Design' });
      await tapNow(page, service);
      await expectNotHydrated(page);
      release();
      await waitForHydration(page);
      await expect(service).toHaveAttribute('aria-pressed', 'true');
      // Typing after hydration renders the whole form again: fields the state did not know would be emptied.
      await field(page, 'Role').fill('Founder');
      await expect(field(page, 'Full name')).toHaveValue('Early Briefer');
      await expect(field(page, 'Work e-mail')).toHaveValue('briefer@example.com');
      await expect(field(page, 'Company')).toHaveValue('Teakandrope');
      await expect(service).toHaveAttribute('aria-pressed', 'true');
    });
  });
}
