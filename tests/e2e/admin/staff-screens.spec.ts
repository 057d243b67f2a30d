import { expect, test } from '../fixtures';
import { toast } from '../booking/booking-helpers';
import { fetchFrom, loopbackAddress } from '../../support/client-address';
import { signIn } from './staff';

/** The Messages tab, whatever unread count it shows. */
const messagesTab = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: /^Messages/ });

test('a new contact message is counted on the menu, read, marked replied and archived, each state shown', async ({ page, cloud, expectAccessible }) => {
  const subject = `Harbour lights ${Date.now()}`;
  const sent = await fetchFrom(loopbackAddress(), `${cloud.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Grace Inbox', email: `grace.inbox.${Date.now()}@example.com`, phone: '501234567', countryCode: '+971', company: 'Harbour Co',
      role: 'Director', industry: 'NGOs & Governments', website: 'harbour.com', subject, message: 'Two lines,\nplease.', privacyAccepted: true,
    }),
  });
  expect(sent.status, await sent.clone().text()).toBe(201);

  await signIn(page);
  await expect(messagesTab(page)).toHaveAccessibleName(/^Messages \d+ unread$/);
  await messagesTab(page).click();
  const row = page.getByRole('list', { name: 'Contact messages' }).getByRole('listitem').filter({ hasText: subject });
  await expect(row).toContainText('Unread');
  await expectAccessible();

  // The menu reads the count again once the message is read. Other tests may send messages meanwhile, so the menu is
  // held to that answer, not to one less than before.
  const countAfterRead = page.waitForResponse((response) => response.url().endsWith('/api/admin/inbox-counts'));
  await row.getByRole('button', { name: 'Read the message from Grace Inbox' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Read · by admin@example.com');
  const { unread } = (await (await countAfterRead).json()) as { unread: number };
  await expect(messagesTab(page)).toHaveAccessibleName(unread === 0 ? 'Messages' : `Messages ${unread} unread`);
  await dialog.getByRole('button', { name: 'Mark replied' }).click();
  await expect(dialog).toContainText('Replied · by admin@example.com');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Archive', pressed: false }).click();
  await expect(page.getByRole('list', { name: 'Archived contact messages' }).getByRole('listitem').filter({ hasText: subject })).toContainText('Archived');
});

test('an invitation is resent, a role change asks first naming the person, a withdrawal removes it, and the log says so in sentences', async ({ page, expectAccessible }) => {
  const email = `invitee.${Date.now()}@example.com`;
  await signIn(page);
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Staff', exact: true }).click();
  await page.getByLabel('E-mail to invite').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  const row = page.getByRole('list', { name: 'Staff accounts' }).getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Invited');

  await row.getByRole('button', { name: `Resend invitation to ${email}` }).click();
  await expect(toast(page, 'Saved')).toContainText('earlier link no longer works');

  await row.getByLabel(`Role of ${email}`).selectOption('editor');
  const dialog = page.getByRole('dialog', { name: 'Change role?' });
  await expect(dialog).toContainText(`${email} becomes an editor`);
  await expectAccessible(undefined, page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByLabel(`Role of ${email}`)).toHaveValue('viewer');
  await row.getByLabel(`Role of ${email}`).selectOption('editor');
  await dialog.getByRole('button', { name: 'Make an editor' }).click();
  await expect(row.getByLabel(`Role of ${email}`)).toHaveValue('editor');

  await row.getByRole('button', { name: `Withdraw the invitation of ${email}` }).click();
  await page.getByRole('dialog', { name: 'Withdraw invitation?' }).getByRole('button', { name: 'Withdraw invitation' }).click();
  await expect(row).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Audit log', exact: true }).click();
  await page.getByLabel('Kind of change').selectOption({ label: 'Staff' });
  const log = page.getByRole('list', { name: 'Audit log' });
  await expect(log).toContainText(`withdrew the invitation of ${email}.`);
  await expect(log).toContainText(`changed the role of ${email} from a viewer to an editor.`);
  await expect(log).toContainText(`sent ${email} a new invitation as a viewer.`);
  await expect(log).not.toContainText('staff.');
});
