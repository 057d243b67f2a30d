import { sentTo, waitForEmails } from '../../support/mailbox';
import { expect, test } from '../fixtures';
import { chooseDate, fillDetails, inZone, openBooking, slotButton, slotForLane, toast, visitorFor } from './booking-helpers';

/** The page background of the confirmation e-mail in each theme (lambdas/notifications/booking-email.ts). */
const EMAIL_PAGE_BACKGROUND = { light: '#f4f5f7', dark: '#0b0f19' } as const;

/**
 * The confirmation e-mails come in the theme the visitor's page had: the system's preference unless the visitor
 * chose one with the theme switch (remembered in local storage).
 */
test.use({ timezoneId: 'Africa/Cairo' });

for (const { theme, system, stored, lane } of [
  { theme: 'dark', system: 'dark', stored: undefined, lane: 9 },
  { theme: 'light', system: 'dark', stored: 'light', lane: 10 },
] as const) {
  test(`a visitor whose page is ${theme} (system ${system}${stored ? `, chosen ${stored}` : ''}) gets ${theme} e-mails`, async ({ page, cloud }) => {
    await page.emulateMedia({ colorScheme: system });
    if (stored) await page.addInitScript((choice) => window.localStorage.setItem('theme', choice), stored);
    const { slot } = await slotForLane(cloud.baseUrl, lane);
    const zone = 'Africa/Cairo';
    const visitor = inZone(slot.start, zone);
    await openBooking(page);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await chooseDate(page, visitor);
    await slotButton(page, visitor).click();
    const person = visitorFor(`theme-${theme}`);
    await fillDetails(page, person);
    await page.getByRole('button', { name: 'Book Consultation' }).click();
    await expect(toast(page, 'Booking Confirmed! ✨')).toBeVisible();

    const [email] = await waitForEmails(cloud.sesUrl, sentTo(person.email));
    expect(email.body.html).toContain(`background:${EMAIL_PAGE_BACKGROUND[theme]}`);
    const other = theme === 'dark' ? 'light' : 'dark';
    expect(email.body.html).not.toContain(`background:${EMAIL_PAGE_BACKGROUND[other]}`);
  });
}
