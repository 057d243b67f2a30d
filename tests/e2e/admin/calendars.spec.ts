import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { bookableSlots } from '../booking/booking-helpers';
import { section, signIn } from './staff';

/*
 * Whole-date changes on the spare dates no booking lane uses; the two tests take turns on them.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const spare = (index: number): string => {
  const dates = JSON.parse(process.env.E2E_SPARE_DATES ?? '[]') as string[];
  const date = dates[index] ?? dates[0];
  if (!date) throw new Error('No spare date (E2E_SPARE_DATES)');
  return date;
};

const timesOn = async (baseUrl: string, date: string) => (await bookableSlots(baseUrl, date, date)).map((slot) => slot.time);

async function checkWhy(staff: Page, date: string) {
  await section(staff, 'Availability').click();
  await staff.getByLabel('Date to check').fill(date);
  return staff.getByRole('table');
}

let server: Server;
test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

test('staff connect a calendar feed: its status shows and its busy time hides a slot, with the reason', async ({ page: staff, cloud, expectAccessible }) => {
  const date = spare(0);
  const day = date.replace(/-/g, '');
  const feed = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//E2E//Calendars//EN',
    'BEGIN:VEVENT', 'UID:e2e-busy@example.com', `DTSTART;TZID=Africa/Cairo:${day}T100000`, `DTEND;TZID=Africa/Cairo:${day}T110000`, 'SUMMARY:Private client lunch', 'END:VEVENT',
    'END:VCALENDAR', '',
  ].join('\r\n');
  server = createServer((_, response) => void response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private-e2e-7f3a9c/basic.ics`;
  expect(await timesOn(cloud.baseUrl, date)).toContain('10:00');

  await signIn(staff);
  await section(staff, 'Calendars').click();
  await staff.getByLabel('Calendar name').fill('E2E team calendar');
  await staff.getByLabel('Private iCal address').fill(url);
  await staff.getByRole('button', { name: 'Add calendar' }).click();
  const entry = staff.getByTestId('calendar-E2E team calendar');
  await expect(entry).toContainText('In sync', { timeout: 15_000 });
  await expect(entry).toContainText('1 busy time ahead');
  await expect(entry).toContainText('/…/basic.ics');
  await expect(entry).not.toContainText('private-e2e-7f3a9c');
  await expectAccessible();

  expect(await timesOn(cloud.baseUrl, date)).not.toContain('10:00');
  const why = await checkWhy(staff, date);
  await expect(why.getByRole('row', { name: /^10:00 / })).toContainText("Busy in 'E2E team calendar'");
  await expect(why.getByRole('row', { name: /^11:00 / })).toContainText('Offered');
  await expect(staff.getByText('Private client lunch')).toHaveCount(0);

  await section(staff, 'Calendars').click();
  await entry.getByRole('button', { name: 'Remove E2E team calendar' }).click();
  await staff.getByRole('dialog', { name: 'Remove E2E team calendar?' }).getByRole('button', { name: 'Remove the calendar' }).click();
  await expect(staff.getByText('No calendar connected yet.')).toBeVisible();
  expect(await timesOn(cloud.baseUrl, date)).toContain('10:00');
});

test('a closed date offers nothing, and says why', async ({ page: staff, cloud }) => {
  const date = spare(1);
  expect((await timesOn(cloud.baseUrl, date)).length).toBeGreaterThan(0);

  await signIn(staff);
  await section(staff, 'Availability').click();
  await staff.getByLabel('Date to override').fill(date);
  await expect(staff.getByRole('checkbox', { name: 'Closed all day' })).toBeChecked();
  await staff.getByRole('button', { name: 'Save date' }).click();
  await expect(staff.getByRole('list', { name: 'Date overrides' })).toContainText(`${date} · Closed all day`);
  expect(await timesOn(cloud.baseUrl, date)).toEqual([]);
  const why = await checkWhy(staff, date);
  await expect(why.getByRole('row', { name: /^09:00 / })).toContainText('Closed on this date');

  await staff.getByRole('button', { name: `Remove the override of ${date}` }).click();
  await expect(staff.getByText('No date has its own working time.')).toBeVisible();
  expect((await timesOn(cloud.baseUrl, date)).length).toBeGreaterThan(0);
});
