import { sentTo, waitForEmails } from '../../support/mailbox';
import { expect, test } from '../fixtures';
import { open } from './helpers';

/** The confirmation e-mail of a new subscription, and the path of the link after `label` in its text. */
async function subscribe(baseUrl: string, sesUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, consent: true }) });
  expect(response.status).toBe(202);
  const [mail] = await waitForEmails(sesUrl, sentTo(email));
  return (label: string) => {
    const url = new URL(new RegExp(`${label}: (\\S+)`).exec(mail.body.text!)![1]);
    return `${url.pathname}${url.search}`;
  };
}

test.describe('Newsletter links', () => {
  test('the confirm link opens a page whose button confirms the subscription', async ({ page, cloud, expectAccessible }) => {
    const linkOf = await subscribe(cloud.baseUrl, cloud.sesUrl, `confirm-${Date.now()}@example.com`);
    await open(page, linkOf('Confirm your subscription'));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You’re subscribed' })).toBeVisible();
  });

  test('the unsubscribe link opens a page whose button unsubscribes; a link without its token is invalid', async ({ page, cloud }) => {
    const linkOf = await subscribe(cloud.baseUrl, cloud.sesUrl, `leave-${Date.now()}@example.com`);
    await open(page, linkOf('Unsubscribe'));
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You’ve been unsubscribed' })).toBeVisible();

    // The confirm link of an address that left no longer works.
    await open(page, linkOf('Confirm your subscription'));
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();

    await open(page, '/newsletter/confirm');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  });
});
