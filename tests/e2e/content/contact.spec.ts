import type { Page } from '@playwright/test';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { expect, test } from '../fixtures';
import { open } from './helpers';

/** A text field by its accessible name (the required marker is hidden from it). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillForm(page: Page, email: string, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'Full name': 'Mona Adel',
    Email: email,
    Phone: '50 123-4567',
    Company: 'Dunecraft',
    Role: 'Head of Growth',
    Website: 'dunecraft.com',
    Subject: 'A new store launch',
    Message: 'We are opening three stores and need a launch campaign.',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  await page.getByRole('combobox', { name: 'Industry', exact: true }).selectOption('Retail');
}

test.describe('Contact page', () => {
  test('shows the hero, the stat tiles, the side cards and about 230 dial codes', async ({ page }) => {
    await open(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: "Let's Connect" })).toBeVisible();
    const tiles = page.getByRole('main').locator('dl').first();
    for (const text of ['24 hours', 'Initial response', 'On business days, from a person', '4', 'Countries', '100%', 'Client satisfaction']) {
      await expect(tiles.getByText(text, { exact: true })).toBeVisible();
    }
    // One reply promise on the page: no round-the-clock support beside replies on business days.
    await expect(page.getByText('24/7')).toHaveCount(0);
    await expect(page.getByText('within 24 hours on business days').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/calendar');
    await expect(page.getByRole('region', { name: 'Send a message' }).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const codes = page.getByRole('combobox', { name: 'Country code' });
    await expect(codes).toHaveValue('AE');
    await expect(codes.locator('option:checked')).toHaveText('United Arab Emirates (+971)');
    expect(await codes.locator('option').count()).toBeGreaterThanOrEqual(225);
  });

  test('sends the message, resets the form and e-mails the team and the visitor', async ({ page, cloud }) => {
    const visitor = `contact-${Date.now()}@example.com`;
    await open(page, '/contact');
    await fillForm(page, visitor);
    await expect(field(page, 'Phone')).toHaveValue('501234567');
    await page.getByRole('combobox', { name: 'Country code' }).selectOption({ label: 'Egypt (+20)' });
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: Record<string, unknown> | undefined;
    await page.route('**/api/contact', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    expect(sent).toMatchObject({ name: 'Mona Adel', email: visitor, phone: '501234567', countryCode: '+20', website: 'dunecraft.com', privacyAccepted: true });
    await expect(field(page, 'Full name')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('AE');
    await expect(page.getByRole('checkbox', { name: /Privacy Policy/ })).not.toBeChecked();

    const [acknowledgement] = await waitForEmails(cloud.sesUrl, sentTo(visitor));
    expect(acknowledgement!.subject.length).toBeGreaterThan(0);
    const staff = await waitForEmails(cloud.sesUrl, (email) => sentTo(cloud.env.STAFF_EMAIL ?? 'team@northstar.agency')(email) && email.replyTo.some((address) => address.includes(visitor)));
    expect(staff[0]!.body.text ?? staff[0]!.body.html).toContain('Dunecraft');
  });

  test('shows every error at once, then a clean success for a website on any real top-level domain', async ({ page }) => {
    await open(page, '/contact');
    await fillForm(page, `rules-${Date.now()}@example.com`, { Website: 'dunecraft.notatld', Subject: '' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    // The missing subject, the privacy policy and the website, all on one press, with the server's texts.
    await expect(field(page, 'Subject')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Website')).toBeFocused();
    await expect(page.getByRole('checkbox', { name: /Privacy Policy/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Website')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please accept the Privacy Policy to continue.').first()).toBeVisible();
    await expect(page.getByText('Invalid Website')).toBeVisible();
    await expect(page.getByText('Please enter a valid web address with a real domain ending (e.g., dunecraft.com)').first()).toBeVisible();

    await field(page, 'Subject').fill('A new store launch');
    await field(page, 'Website').fill('https://shop.dunecraft.ae/stores');
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you! Your message has been sent. We will reply within 24 hours on business days.')).toBeVisible();
    // The earlier complaints are gone with the success: no stale toast beside it.
    await expect(page.getByText('Invalid Website')).toHaveCount(0);
    await expect(page.getByText('Please accept the Privacy Policy to continue.')).toHaveCount(0);
  });

  test('every field is required', async ({ page }) => {
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(field(page, 'Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Full name')).toBeFocused();
    for (const label of ['Email', 'Phone', 'Company', 'Role', 'Subject', 'Message']) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    }
  });

  test("a failed send raises the toast with the API's error code, else CONTACT_FORM_ERROR", async ({ page }) => {
    await open(page, '/contact');
    await fillForm(page, `failure-${Date.now()}@example.com`);
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await page.route('**/api/contact', (route) => route.fulfill({ status: 429, json: { error: { code: 'RATE_LIMITED', title: 'Too many', message: 'Slow down' } } }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('There was an issue sending your message. Please try again.')).toBeVisible();
    await expect(page.getByText('Error Code: RATE_LIMITED')).toBeVisible();
    await expect(field(page, 'Full name')).toHaveValue('Mona Adel');
    await page.unroute('**/api/contact');
    // A failure that carries no code of the API's (no answer at all) shows the form's own code.
    await page.route('**/api/contact', (route) => route.abort());
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Error Code: CONTACT_FORM_ERROR')).toBeVisible();
    await expect(page.getByText('Error Code: NETWORK_ERROR')).toHaveCount(0);
  });
});
