import { sentTo, waitForEmails } from '../../support/mailbox';
import { expect, test } from '../fixtures';
import { bookAnotherTime, chooseDate, dayButton, expectConfirmed, fillDetails, inZone, openBooking, slotButton, slotForLane, toast, visitorFor } from './booking-helpers';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** `MMM do, yyyy` as the confirmation toast writes it. */
function confirmationDate(date: string): string {
  const day = Number(date.slice(8, 10));
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  const month = new Date(`${date}T12:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${day}${suffix}, ${date.slice(0, 4)}`;
}

for (const { zone, lane, device } of [
  { zone: 'America/New_York', lane: 0, device: 'desktop' },
  { zone: 'Asia/Tokyo', lane: 1, device: 'phone' },
] as const) {
  test.describe(`a visitor in ${zone} on a ${device}`, () => {
    test.use({ timezoneId: zone, ...(device === 'phone' ? phone : {}) });

    test('books a call and sees the business slots in their own time', async ({ page, cloud }) => {
      const { slot, daySlots } = await slotForLane(cloud.baseUrl, lane);
      const visitor = inZone(slot.start, zone);
      await openBooking(page);
      await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(zone.replace('_', ' ').replace('/', ' / '));

      await chooseDate(page, visitor);
      await expect(page.getByText(visitor.longDate, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(`Times shown in your timezone: ${zone}`)).toBeVisible();
      // Every business slot of that day shows at its converted time (the day is the same for both zones here).
      const shown = page.getByRole('list', { name: /Available times/ }).getByRole('button');
      await expect(shown).toHaveCount(daySlots.length);
      await expect(shown.first()).toHaveAccessibleName(`${inZone(daySlots[0].start, zone).time} ${visitor.zoneName}`);
      if (zone === 'America/New_York') await expect(shown.first()).toHaveAccessibleName('2:00 AM EST'); // 09:00 in Cairo (UTC+2) in winter
      if (zone === 'Asia/Tokyo') await expect(shown.first()).toHaveAccessibleName('4:00 PM GMT+9');

      await slotButton(page, visitor).click();
      await expect(page.getByRole('heading', { name: 'Your information' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Booking Summary' });
      await expect(summary).toContainText(visitor.longDate);
      await expect(summary).toContainText(`${visitor.time} ${visitor.zoneName}`);
      await expect(summary).toContainText(zone);

      const person = visitorFor(zone.split('/')[1].toLowerCase());
      await fillDetails(page, person);
      const guest = `guest.${Date.now()}@example.com`;
      await page.getByRole('textbox', { name: /^Guests/ }).fill(`  ${guest} `);
      await page.getByRole('button', { name: 'Add guest' }).click();
      await expect(page.getByRole('list', { name: 'Invited guests' })).toHaveText(guest);
      await page.getByRole('button', { name: 'Book Consultation' }).click();

      const confirmed = toast(page, 'Booking Confirmed! ✨');
      await expect(confirmed).toContainText(
        `Your meeting is scheduled for ${confirmationDate(visitor.date)} at ${visitor.time}. Calendar invitations will be sent shortly.`,
      );
      // The booking ends on its confirmation; "Book another time" resets to the date step, and the booked slot is gone.
      await expectConfirmed(page);
      await bookAnotherTime(page);
      await dayButton(page, visitor.longDate).click();
      await expect(slotButton(page, visitor)).toHaveCount(0);

      const [email] = await waitForEmails(cloud.sesUrl, sentTo(person.email));
      expect(email.subject.length).toBeGreaterThan(0);
      await waitForEmails(cloud.sesUrl, sentTo(guest));
    });
  });
}

test.describe('the booking form', () => {
  test('marks required fields, shows each error beside its field and keeps digits only in the phone', async ({ page, cloud }) => {
    const { slot } = await slotForLane(cloud.baseUrl, 2);
    const visitor = inZone(slot.start, 'Africa/Cairo');
    await openBooking(page);
    await page.getByRole('combobox', { name: 'Time zone' }).fill('cairo');
    await page.getByRole('option', { name: 'Africa / Cairo' }).click();
    await chooseDate(page, visitor);
    await slotButton(page, visitor).click();

    await page.getByRole('button', { name: 'Book Consultation' }).click();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    for (const [label, message] of [
      ['Full name', 'Name is required.'],
      ['Email', 'E-mail is required.'],
      ['Phone', 'Phone is required.'],
      ['Company', 'Company is required.'],
      ['Role', 'Role is required.'],
      ['Subject', 'Subject is required.'],
    ]) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      await expect(field).toHaveAttribute('required', '');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toBeFocused();

    await page.getByRole('textbox', { name: 'Phone', exact: true }).pressSequentially('+1 (202) 555-01a43');
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('12025550143');
    // The calling code starts on the country of the visitor's zone (Cairo here), which is also the booking's country:
    // there is no second field to type it in.
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('EG');
    await expect(page.getByRole('combobox', { name: 'Country code' }).locator('option')).toHaveCount(200);
    await expect(page.getByRole('textbox', { name: 'Country', exact: true })).toHaveCount(0);

    const guests = page.getByRole('textbox', { name: /^Guests/ });
    for (const value of ['a@example.com', '  a@example.com ', '   ', 'b@example.com']) {
      await guests.fill(value);
      await guests.press('Enter');
    }
    await expect(page.getByRole('list', { name: 'Invited guests' }).getByRole('listitem')).toHaveText(['a@example.com', 'b@example.com']);
    await page.getByRole('button', { name: 'Remove a@example.com' }).click();
    await expect(page.getByRole('list', { name: 'Invited guests' }).getByRole('listitem')).toHaveText(['b@example.com']);

    // Back keeps what was typed; back again clears the time.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Select time' })).toBeVisible();
    await slotButton(page, visitor).click();
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('12025550143');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking Summary' })).toContainText('Not chosen yet');
  });

  test('remembers the chosen time zone and 24-hour clock', async ({ page, cloud }) => {
    const { slot } = await slotForLane(cloud.baseUrl, 2);
    await openBooking(page);
    await page.getByRole('combobox', { name: 'Time zone' }).fill('kolkata');
    await page.getByRole('combobox', { name: 'Time zone' }).press('Enter');
    await page.getByRole('button', { name: '24h' }).click();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia / Kolkata');
    await expect(page.getByRole('button', { name: '24h' })).toHaveAttribute('aria-pressed', 'true');
    const visitor = inZone(slot.start, 'Asia/Kolkata');
    await chooseDate(page, visitor);
    const time24 = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(slot.start));
    await expect(page.getByRole('button', { name: `${time24} ${visitor.zoneName}`, exact: true })).toBeVisible();
  });
});
