import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { chooseDate, expectConfirmed, inZone, openBooking, slotButton, slotForLane, toast, visitorFor } from './booking-helpers';

const zone = 'Europe/Berlin';
test.use({ timezoneId: zone });

/** The focused element's name: its label, aria-label or text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> };
    const label = element.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '';
    return label.replace(/\s*\*\s*$/, '').trim();
  });
}

/** Presses Tab until the focused element's name starts with `name`. */
async function tabTo(page: Page, name: string | RegExp, limit = 80) {
  const seen: string[] = [];
  for (let press = 0; press < limit; press++) {
    const current = await focusedName(page);
    if (typeof name === 'string' ? current.startsWith(name) : name.test(current)) return;
    seen.push(current);
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}; passed ${seen.join(' | ')}`);
}

test('a visitor books with the keyboard only', async ({ page, cloud }) => {
  const { slot } = await slotForLane(cloud.baseUrl, 5);
  const visitor = inZone(slot.start, zone);
  await openBooking(page);

  // Into the calendar grid, then arrow keys (Page Down for a month) to the day.
  await tabTo(page, /, (\d+ times? available|no available times)$/);
  for (let press = 0; press < 80; press++) {
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date ?? '');
    if (focused === visitor.date) break;
    if (focused.slice(0, 7) < visitor.date.slice(0, 7) && Number(focused.slice(8)) <= Number(visitor.date.slice(8))) await page.keyboard.press('PageDown');
    else await page.keyboard.press(focused < visitor.date ? 'ArrowRight' : 'ArrowLeft');
  }
  await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^${visitor.longDate}, \\d+ times? available$`));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Select time' })).toBeFocused();

  await tabTo(page, `${visitor.time} ${visitor.zoneName}`, 30);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your information' })).toBeFocused();

  const person = visitorFor('keyboard');
  for (const [label, value] of [
    ['Full name', person.name],
    ['Email', person.email],
    ['Company', person.company],
    ['Role', person.role],
    ['Phone', person.phone],
    ['Subject', person.subject],
    ['Guests', 'keyboard.guest@example.com'],
  ]) {
    await tabTo(page, label);
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Invited guests' })).toHaveText('keyboard.guest@example.com');
  await tabTo(page, 'Book Consultation');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Booking Confirmed! ✨')).toBeVisible();
  await expectConfirmed(page);
  await tabTo(page, 'Book another time');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeFocused();
});

test('each step passes an accessibility scan, and days announce their date and free times', async ({ page, cloud, expectAccessible }) => {
  const { slot } = await slotForLane(cloud.baseUrl, 6);
  const visitor = inZone(slot.start, zone);
  await openBooking(page);
  await expect(page.getByRole('grid').getByRole('button', { name: /no available times$/ }).first()).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('grid').locator('[aria-current="date"]')).toHaveCount(1);
  await expect(page.getByRole('listitem').filter({ hasText: 'Date' }).first()).toHaveAttribute('aria-current', 'step');
  await expectAccessible('section[aria-labelledby="booking-title"]');

  await page.getByRole('combobox', { name: 'Time zone' }).fill('berlin');
  await expect(page.getByRole('listbox', { name: 'Time zones' })).toBeVisible();
  await expectAccessible('section[aria-labelledby="booking-title"]');
  await page.keyboard.press('Escape');

  await chooseDate(page, visitor);
  await expectAccessible('section[aria-labelledby="booking-title"]');

  await slotButton(page, visitor).click();
  await page.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expectAccessible('section[aria-labelledby="booking-title"]');
});
