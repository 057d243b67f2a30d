import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { slotForLane, toast } from '../booking/booking-helpers';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { section, signIn } from './staff';

async function openSenders(page: Page) {
  await signIn(page);
  await section(page, 'Senders').click();
  await expect(page.getByRole('heading', { name: 'Senders', level: 2 })).toBeVisible();
}

async function book(baseUrl: string, lane: number, email: string): Promise<number> {
  const { slot } = await slotForLane(baseUrl, lane);
  const response = await fetch(`${baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      date: slot.date, time: slot.time, name: 'Sam Sender', email, phone: '2025550143', phoneCountryCode: '+1', country: 'United States',
      company: 'Senders Inc', role: 'CEO', subject: 'Many meetings', guests: [], timezone: 'Africa/Cairo',
    }),
  });
  return response.status;
}

test('staff block a domain (its bookings then get the limit answer), lift the block, and cancel every booking of an address', async ({ page, cloud, expectAccessible }) => {
  test.setTimeout(90_000);
  const domain = `blocked-${Date.now()}.example.com`;
  await openSenders(page);
  await expectAccessible();

  await page.getByLabel('E-mail address or domain to block').fill(`@${domain}`);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(toast(page, 'Blocked')).toBeVisible();
  const blocked = page.getByRole('list', { name: 'Blocked addresses and domains' }).getByRole('listitem').filter({ hasText: domain });
  await expect(blocked).toContainText('domain');
  expect(await book(cloud.baseUrl, 15, `anyone@${domain}`)).toBe(409);

  await blocked.getByRole('button', { name: `Unblock ${domain}` }).click();
  await expect(toast(page, 'Block lifted')).toBeVisible();
  await expect(blocked).toHaveCount(0);
  expect(await book(cloud.baseUrl, 15, `anyone@${domain}`)).toBe(201);

  const email = `many.${Date.now()}@example.com`;
  expect(await book(cloud.baseUrl, 16, email)).toBe(201);
  const cancelAll = page.getByRole('region', { name: 'Cancel every upcoming booking of an address' });
  await cancelAll.getByRole('textbox', { name: /^E-mail address/ }).fill(email.replace('many.', 'Many.'));
  await cancelAll.getByRole('button', { name: 'Cancel all upcoming bookings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel every upcoming booking?' });
  await dialog.getByRole('button', { name: 'Cancel them all' }).click();
  await expect(toast(page, 'Bookings cancelled')).toBeVisible();
  await waitForEmails(cloud.sesUrl, (mail) => sentTo(email)(mail) && /cancelled/i.test(mail.subject));
});

test('staff see an address that bounced, with why and when in words, and an admin lifts it (recorded in the audit log)', async ({ page, cloud, expectAccessible }) => {
  test.setTimeout(90_000);
  // SES's mailbox simulator (the local SES emulator plays it): the confirmation e-mail is accepted, then bounces.
  const address = `bounce+senders-${Date.now()}@simulator.amazonses.com`;
  const subscribed = await fetch(`${cloud.baseUrl}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: address, consent: true }),
  });
  expect(subscribed.status).toBe(202);
  await waitForEmails(cloud.sesUrl, sentTo(address));

  await openSenders(page);
  const suppressed = page.getByRole('list', { name: 'Addresses we no longer e-mail' }).getByRole('listitem').filter({ hasText: address });
  // The bounce arrives a moment after the e-mail: the list shows it once the page is opened again.
  await expect(async () => {
    await page.reload();
    await expect(suppressed).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(suppressed).toContainText('Bounced');
  await expect(suppressed).toContainText('does not exist');
  await expect(suppressed).toContainText(/Bounced (just now|\d+ minutes? ago)/);
  await expect(suppressed).toContainText('550 5.1.1 user unknown');
  await expectAccessible();

  await suppressed.getByRole('button', { name: `Lift ${address}` }).click();
  await page.getByRole('dialog', { name: 'E-mail this address again?' }).getByRole('button', { name: 'Lift the suppression' }).click();
  await expect(toast(page, 'Suppression lifted')).toBeVisible();
  await expect(suppressed).toHaveCount(0);

  await section(page, 'Audit log').click();
  await expect(page.getByRole('list', { name: 'Audit log' })).toContainText(`allowed e-mail to ${address} again.`);
});
