import { expect, test } from '../fixtures';
import { slotForLane } from '../booking/booking-helpers';
import { sentTo, waitForEmails } from '../../support/mailbox';

/** Books a consultation for a fresh address on this spec's own date (lane 12), so the address holds data. */
async function bookAs(baseUrl: string, email: string, timeIndex: number): Promise<void> {
  const { slot } = await slotForLane(baseUrl, 12, timeIndex);
  const booked = await fetch(`${baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      date: slot.date, time: slot.time, name: 'Layla Privacy', email, phone: '2025550143', phoneCountryCode: '+1', country: 'United States',
      company: 'Quiet Co', role: 'Founder', subject: 'Our data', guests: [], timezone: 'Europe/London',
    }),
  });
  expect(booked.status).toBe(201);
}

/** The confirmation link of the request e-mailed to the address. */
async function requestLink(sesUrl: string, email: string): Promise<string> {
  const [message] = await waitForEmails(sesUrl, (mail) => sentTo(email)(mail) && /privacy\/request\?token=/.test(mail.body.text ?? ''), { timeoutMs: 30_000 });
  const link = /(https?:\/\/\S+\/privacy\/request\?token=\S+)/.exec(message.body.text ?? '')?.[1];
  expect(link).toBeTruthy();
  return link!;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookieBannerSeen', 'true');
    localStorage.setItem('callPopupSeen', 'true');
  });
});

test.describe('on a phone, light', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

  test('a visitor finds the request page from the privacy policy, asks for a copy, and downloads it from the e-mailed link', async ({ page, cloud, expectAccessible }) => {
    test.setTimeout(180_000);
    const email = `privacy.export.${Date.now()}@example.com`;
    await bookAs(cloud.baseUrl, email, 1);

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
    await page.getByRole('link', { name: 'Make a request' }).click();
    await expect(page).toHaveURL(/\/privacy\/request$/);
    // The page's code loads on the first visit: a busy machine takes a while.
    await expect(page.getByRole('heading', { level: 1, name: 'Your personal data' })).toBeVisible({ timeout: 20_000 });
    await expectAccessible();

    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('radio', { name: /A copy of my data/ }).check();
    await page.getByRole('button', { name: 'Send me the confirmation link' }).click();
    // The server looks the address up in every store before it answers.
    await expect(page.getByRole('status')).toContainText('Check your inbox', { timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const link = await requestLink(cloud.sesUrl, email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your request' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get a copy of your data' })).toBeVisible();
    // Opening the link again (a mail scanner, a reload) changes nothing: the button still works afterwards.
    await page.reload();
    await expectAccessible();
    await page.getByRole('button', { name: 'Show and download my data' }).click();
    await expect(page.getByRole('heading', { name: 'Your data', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Your data as JSON')).toContainText(email);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))) as { bookings: { email: string }[] };
    expect(exported.bookings.map((booking) => booking.email)).toEqual([email]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('on a desktop, dark', () => {
  test.use({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });

  test('a visitor erases their data from the e-mailed link, and the link works only once', async ({ page, cloud, expectAccessible }) => {
    test.setTimeout(180_000);
    const email = `privacy.erase.${Date.now()}@example.com`;
    await bookAs(cloud.baseUrl, email, 4);

    await page.goto('/privacy/request');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('radio', { name: /Erase my data/ }).check();
    await page.getByRole('button', { name: 'Send me the confirmation link' }).click();
    await expect(page.getByRole('status')).toContainText(email, { timeout: 30_000 });

    const link = await requestLink(cloud.sesUrl, email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Erase your data' })).toBeVisible();
    await expect(page.getByText('This cannot be undone.')).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'Erase my data permanently' }).click();
    await expect(page.getByRole('heading', { name: 'Your data has been erased' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status')).toContainText(/Upcoming consultations cancelled\s*1/);
    await expectAccessible();
    await waitForEmails(cloud.sesUrl, (mail) => sentTo(email)(mail) && /cancelled/i.test(mail.subject), { timeoutMs: 30_000 });

    await page.goto(link);
    await page.getByRole('button', { name: 'Erase my data permanently' }).click();
    await expect(page.getByRole('alert')).toContainText('Link Expired', { timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Ask again' })).toHaveAttribute('href', '/privacy/request');
  });
});
