import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const failureText =
  "I apologize, but I'm experiencing some technical difficulties right now. Please feel free to contact our team directly through our contact page or book a consultation call.";

/** Visits a page with the cookie banner already answered, so nothing covers the launcher. */
async function visit(page: Page, path = '/') {
  await page.addInitScript(() => {
    localStorage.setItem('cookieBannerSeen', 'true');
    localStorage.setItem('callPopupSeen', 'true');
  });
  await page.goto(path);
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: /chat with nova/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function passGate(page: Page, email = 'prospect@example.com') {
  const dialog = page.getByRole('dialog', { name: 'Nova' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Start Chat' }).click();
  return dialog.getByPlaceholder('Ask anything about Northstar Digital');
}

test('the panel’s code is not loaded until the launcher is hovered or opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await visit(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('ChatPanel'))).toEqual([]);
  await page.getByRole('button', { name: /chat with nova/i }).hover();
  await expect.poll(() => scripts.filter((url) => url.includes('ChatPanel')).length).toBeGreaterThan(0);
});

test('a visitor passes the gate, asks a question, gets an answer with a link that opens in a new tab, and keeps it after a reload', async ({ page }) => {
  await visit(page, '/about');
  const dialog = await openChat(page);
  await expect(dialog).toContainText('Customer Support');
  await expect(dialog).toContainText('Welcome to Northstar Digital');

  await dialog.getByRole('button', { name: 'Start Chat' }).click();
  await expect(dialog).toContainText('Please enter your email');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Start Chat' }).click();
  await expect(dialog).toContainText('Please enter a valid email address');

  const input = await passGate(page);
  await expect(dialog).toContainText("Hello! I'm Nova, your AI assistant. How can I help you today?");
  await input.fill('How do I book a call with your team?');
  await input.press('Enter');
  await expect(dialog).toContainText('How do I book a call with your team?');
  const link = dialog.getByRole('link', { name: 'Book a free discovery call' });
  await expect(link).toBeVisible();
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();

  // The site's own page opens in a new tab too, so the conversation stays where it was.
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(tab).toHaveURL(/\/calendar$/);
  await tab.close();
  await expect(page).toHaveURL(/\/about$/);
  await expect(dialog).toContainText('How do I book a call with your team?');

  await page.reload();
  const reopened = await openChat(page);
  await expect(reopened.getByRole('button', { name: 'Start Chat' })).toHaveCount(0);
  await expect(reopened).toContainText('How do I book a call with your team?');
  await expect(reopened.getByRole('link', { name: 'Book a free discovery call' })).toBeVisible();
});

test('every link in an answer opens in a new tab, and a javascript: link is no link', async ({ page }) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      json: {
        response:
          'See [LinkedIn](https://www.linkedin.com/company/northstar-digital), [our work](/work) or [e-mail us](mailto:hello@northstar.agency). [Click me](javascript:alert(1))',
        conversationId: 'conversation-e2e-1',
      },
    }),
  );
  await visit(page);
  await openChat(page);
  const input = await passGate(page);
  await input.fill('Where are you on social media?');
  await input.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nova' });
  for (const name of ['LinkedIn', 'our work', 'e-mail us']) {
    const link = dialog.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(dialog.getByText('Click me')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Click me' })).toHaveCount(0);
  await expect(dialog.locator('a:not([href])')).not.toHaveAttribute('target', /./);
});

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`the e-mail and message fields have visible labels tied to them, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page);
    const dialog = await openChat(page);
    /** The label is painted at a readable size (a visually hidden one is a 1 px box) and names the field. */
    const expectVisibleLabel = async (text: string, placeholder: string) => {
      const label = dialog.locator('label', { hasText: new RegExp(`^${text}$`) });
      await expect(label).toBeVisible();
      const box = (await label.boundingBox())!;
      expect(box.width).toBeGreaterThan(20);
      expect(box.height).toBeGreaterThan(10);
      await expect(dialog.getByLabel(text, { exact: true })).toHaveAttribute('placeholder', placeholder);
      // Above its field, inside the panel.
      const field = (await dialog.getByLabel(text, { exact: true }).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(field.y);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    };
    await expectVisibleLabel('Email', 'you@company.com');
    await passGate(page);
    await expectVisibleLabel('Message', 'Ask anything about Northstar Digital');
  });
}

test('the failure bubble appears when the service errors', async ({ page }) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'INTERNAL', title: 'Assistant Unavailable', message: failureText } } }),
  );
  await visit(page);
  const dialog = await openChat(page);
  const input = await passGate(page);
  await input.fill('Hello?');
  await input.press('Enter');
  await expect(dialog).toContainText(failureText);
  await expect(input).toBeEnabled();
});

test('Escape closes the panel and returns focus to the launcher', async ({ page }) => {
  await visit(page);
  await openChat(page);
  await expect(page.getByRole('dialog', { name: 'Nova' }).getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Nova' })).toBeHidden();
  await expect(page.getByRole('button', { name: /chat with nova/i })).toBeFocused();
});

test('the open widget passes an accessibility scan, at the gate and in the conversation', async ({ page, expectAccessible }) => {
  test.slow();
  await visit(page, '/privacy');
  await openChat(page);
  await expectAccessible('[role="dialog"]');
  const input = await passGate(page);
  await input.fill('What services do you offer?');
  await input.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Nova' }).getByRole('link', { name: 'Our solutions' })).toBeVisible();
  await expectAccessible('[role="dialog"]');
});

test('the launcher is absent on the calendar site', async ({ page, cloud }) => {
  const url = new URL(cloud.baseUrl);
  await page.goto(`${url.protocol}//calendar.localhost:${url.port}/`);
  await expect(page.getByRole('heading', { name: "Let's Talk About You" })).toBeVisible();
  await expect(page.getByRole('button', { name: /chat with nova/i })).toHaveCount(0);
});
