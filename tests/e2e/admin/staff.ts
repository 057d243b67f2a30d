import type { Page } from '@playwright/test';
import { totpCode } from '../../../infra/local/totp';
import { expect } from '../fixtures';

/**
 * The administrator the local cloud seeds in its Cognito emulator (infra/local/main.ts; LOCAL_ADMIN_PASSWORD changes
 * it), enrolled in two-factor sign-in with the secret the run's cloud reported.
 */
export const STAFF = { email: 'admin@example.com', password: 'Local-Admin-2026!' };

/** The code the seeded administrator's authenticator app would show now. */
export const staffCode = () => totpCode(process.env.E2E_ADMIN_TOTP_SECRET!);

/** Opens the dashboard as the seeded administrator, through the sign-in page it redirects to and its code step. */
export async function signIn(page: Page) {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/auth$/, { timeout: 15_000 });
  await page.getByRole('textbox', { name: 'E-mail' }).fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'Six-digit code' }).fill(staffCode());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Bookings', level: 2 })).toBeVisible({ timeout: 15_000 });
}

/** A dashboard section's link in the side navigation. */
export function section(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name, exact: true });
}

/** A business date as the staff screens write it: "Mon 30 Nov". */
export const staffDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
