import { totpCode } from '../../../infra/local/totp';
import { expect, switchToDarkTheme, test } from '../fixtures';
import { PASSWORD, signIn, staffAccount } from './studio-staff';

/** A code other than the one valid now and those of the steps either side. */
const wrongCode = (secret: string) => String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');

test('an editor sets up two-factor sign-in on a phone, then signs in with the code', async ({ page, cloud, expectAccessible }) => {
  // Its own account: once two-factor is on, only this test knows the key.
  const email = `two-factor-${Date.now().toString(36)}@example.com`;
  await staffAccount(cloud, email, 'editor');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email, 'Bookings');

  await page.getByRole('link', { name: 'Turn on two-factor' }).click();
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the set-up' }).click();
  await expect(page.getByRole('img', { name: `QR code to add Northstar Digital (${email}) to an authenticator app` })).toBeVisible();
  const key = page.getByLabel('Or type this key into the app (time-based):');
  await expect(key).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const secret = (await key.textContent())!.replace(/\s/g, '');
  await expectAccessible();

  const code = page.getByRole('textbox', { name: 'Six-digit code' });
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('Enter the 6 digits your authenticator app shows.')).toBeVisible();
  await code.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code does not match this set-up. Check the app added this account, then enter the code it shows now.');
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Done. From now on, every sign-in asks for a code from your authenticator app.');
  await switchToDarkTheme(page);
  await expectAccessible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/auth$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await code.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Enter the code your authenticator app shows now (it changes every 30 seconds).');
  await expectAccessible();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole('link', { name: 'Two-factor: on' })).toBeVisible();
});
