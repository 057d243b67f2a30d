import { expect, test } from '../fixtures';
import { chooseDate, expectConfirmed, fillDetails, inZone, openBooking, slotButton, slotForLane, toast, visitorFor } from './booking-helpers';

const zone = 'Asia/Dubai';
test.use({ timezoneId: zone });

test('the calendar site shows only the booking screen, and a visitor books there', async ({ page, cloud }) => {
  const { slot } = await slotForLane(cloud.baseUrl, 7);
  const visitor = inZone(slot.start, zone);
  const url = new URL(cloud.baseUrl);
  url.hostname = `calendar.${url.hostname}`;
  await openBooking(page, url.toString());
  await expect(page.getByRole('heading', { level: 1, name: "Let's Talk About You" })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);

  await chooseDate(page, visitor);
  await slotButton(page, visitor).click();
  await fillDetails(page, visitorFor('calendar-site'));
  await page.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(toast(page, 'Booking Confirmed! ✨')).toBeVisible();
  await expectConfirmed(page);
});

test('the home page has the booking screen in its calendar section, loading the form only when needed', async ({ page, cloud }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  const { slot } = await slotForLane(cloud.baseUrl, 8);
  const visitor = inZone(slot.start, zone);
  await page.addInitScript(() => {
    localStorage.setItem('cookieBannerSeen', 'true');
    localStorage.setItem('callPopupSeen', 'true');
  });
  await page.goto('/');
  const section = page.locator('#calendar');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 2, name: "Let's Talk About You" })).toBeVisible();
  await expect(section.getByRole('grid')).toBeVisible();
  await expect(section.getByText('Loading availability...')).toHaveCount(0);
  expect(scripts.filter((script) => script.includes('InfoStep'))).toEqual([]);

  await chooseDate(page, visitor);
  await slotButton(page, visitor).click();
  await expect(section.getByRole('heading', { name: 'Your information' })).toBeVisible();
  // A visitor in Dubai starts on +971.
  await expect(section.getByRole('combobox', { name: 'Country code' })).toHaveValue('AE');
});

test('/calendar shows the steps and their intro', async ({ page }) => {
  await openBooking(page);
  await expect(page.getByRole('heading', { level: 1, name: "Let's Talk About You" })).toBeVisible();
  await expect(page.getByText('Book a 30-minute discovery session to explore how we can bring your vision to life')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schedule Your Call' })).toBeVisible();
  await expect(page.getByText('Select a date and time that works for you')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Booking steps' }).getByRole('listitem')).toHaveText([/Step 1: Date/, /Step 2: Time/, /Step 3: Info/]);
  await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeVisible();
  await expect(page.getByText('Select your preferred day')).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
});
