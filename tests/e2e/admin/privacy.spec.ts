import { expect, test } from '../fixtures';
import { bookableSlots, slotForLane, toast } from '../booking/booking-helpers';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { section, signIn } from './staff';

/**
 * The personal-data date (lane 12), shared with the visitor's privacy spec, which books its slots 1 and 4: this test
 * owns slot 7, far enough from both that no buffer touches it.
 */
const LANE = 12;
const TIME_INDEX = 7;

test('an admin erases an address from the dashboard: its upcoming booking is cancelled with the usual e-mail and its slot is offered again', async ({
  page,
  cloud,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const email = `erase.me.${Date.now()}@example.com`;
  const { slot } = await slotForLane(cloud.baseUrl, LANE, TIME_INDEX);
  const booked = await fetch(`${cloud.baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      date: slot.date, time: slot.time, name: 'Eve Erase', email, phone: '2025550143', phoneCountryCode: '+1', country: 'United States',
      company: 'Erasure Ltd', role: 'CEO', subject: 'Please forget me', guests: [], timezone: 'Africa/Cairo',
    }),
  });
  expect(booked.status).toBe(201);
  expect((await bookableSlots(cloud.baseUrl, slot.date, slot.date)).map((free) => free.time)).not.toContain(slot.time);

  await signIn(page);
  await section(page, 'Personal data').click();
  await expect(page.getByRole('heading', { name: 'Personal data', level: 2 })).toBeVisible();
  await expectAccessible();

  // An empty address is refused in words before anything is asked.
  await page.getByRole('button', { name: 'Erase…' }).click();
  await expect(page.getByText('Enter the e-mail address to erase.')).toBeVisible();

  // Matched whatever its case.
  await page.getByRole('textbox', { name: /^E-mail address to erase/ }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Erase…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this address?' });
  await expect(dialog).toContainText(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(toast(page, 'Address erased')).toContainText('1 upcoming booking cancelled');

  await waitForEmails(cloud.sesUrl, (mail) => sentTo(email)(mail) && /cancelled/i.test(mail.subject));
  expect((await bookableSlots(cloud.baseUrl, slot.date, slot.date)).map((free) => free.time)).toContain(slot.time);
});
