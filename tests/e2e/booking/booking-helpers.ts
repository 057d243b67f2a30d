import type { Locator, Page } from '@playwright/test';
import { seedAvailabilityBlocks } from '../../../shared/booking/seed';
import { expect } from '../fixtures';

/** A bookable slot as `GET /api/availability` lists it (business date and time, UTC instants). */
export interface Slot {
  date: string;
  time: string;
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

/** Every bookable slot from `from` to `to` (business dates), by default of the next 35 days, read from the API. */
export async function bookableSlots(
  baseUrl: string,
  from = new Date().toISOString().slice(0, 10),
  to = new Date(Date.now() + 35 * DAY_MS).toISOString().slice(0, 10),
): Promise<Slot[]> {
  const response = await fetch(`${baseUrl}/api/availability?from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

/** The weekday of a business date (`YYYY-MM-DD`), 0 for Sunday: a date's weekday is the same in every zone. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * The business dates the booking tests share out, one per lane: the seed's working days that are bookable when the
 * run starts, latest first, leaving out the last (the horizon may cut it short). The global setup takes them once, so
 * every test of a run counts lanes from the same list:
 * - a test that opens another weekday for a while (the dashboard's settings test opens Saturdays) does not shift them;
 * - neither does the horizon gaining a day while the run goes on.
 */
export async function laneDates(baseUrl: string): Promise<string[]> {
  return (await workingDates(baseUrl)).slice(1);
}

/** The most lanes any spec uses (lanes 0 to 18): the dates past them are nobody's. */
export const LANES_IN_USE = 19;

/**
 * Dates no lane ever books, for tests that change a whole date (a staff calendar's busy time, a closed date): the
 * last bookable working date (which the lanes leave out), then any working date past the lanes in use. The horizon
 * holds at least one; a second only on some weekdays of a run.
 */
export async function spareDates(baseUrl: string): Promise<string[]> {
  const dates = await workingDates(baseUrl);
  return [dates[0], ...dates.slice(1 + LANES_IN_USE)].filter(Boolean);
}

/** The seed's working dates that are bookable now, latest first. */
async function workingDates(baseUrl: string): Promise<string[]> {
  const workingDays = new Set(seedAvailabilityBlocks.map((block) => block.dayOfWeek));
  const dates = [...new Set((await bookableSlots(baseUrl)).map((slot) => slot.date))].filter((date) => workingDays.has(weekdayOf(date)));
  return dates.sort().reverse();
}

/**
 * A slot reserved for one test: each test passes its own `lane`, which picks a business date counted back from
 * the end of the booking horizon and a time inside it, so tests running in parallel never touch the same day.
 */
export async function slotForLane(baseUrl: string, lane: number, timeIndex = 3): Promise<{ slot: Slot; daySlots: Slot[] }> {
  const dates = JSON.parse(process.env.E2E_LANE_DATES ?? '[]') as string[];
  const date = dates[lane];
  if (!date) throw new Error(`No bookable date for lane ${lane} (${dates.length} dates)`);
  const daySlots = await bookableSlots(baseUrl, date, date);
  return { slot: daySlots[Math.min(timeIndex, daySlots.length - 1)], daySlots };
}

/** How a visitor in `zone` reads an instant: their date, the calendar's day label and the slot button's name. */
export function inZone(instant: string, zone: string) {
  const at = new Date(instant);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const longDate = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(at)
    .replace(/\s/g, ' ');
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')!.value;
  return { date: parts, longDate, time, zoneName, monthTitle: new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'long', year: 'numeric' }).format(at) };
}

/** Opens a booking page with the cookie banner and call popup already answered. */
export async function openBooking(page: Page, url = '/calendar') {
  await page.addInitScript(() => {
    localStorage.setItem('cookieBannerSeen', 'true');
    localStorage.setItem('callPopupSeen', 'true');
  });
  await page.goto(url);
  // The screen appears once the browser knows the visitor's zone; give a busy machine time to hydrate.
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Loading availability...')).toHaveCount(0, { timeout: 15_000 });
}

/** Shows the month holding `longDate`'s day and clicks it. */
export async function chooseDate(page: Page, visitor: ReturnType<typeof inZone>) {
  for (let step = 0; step < 3; step++) {
    if ((await page.locator('#booking-month-title').textContent()) === visitor.monthTitle) break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.locator('#booking-month-title')).toHaveText(visitor.monthTitle);
  await expect(page.getByText('Loading availability...')).toHaveCount(0);
  await dayButton(page, visitor.longDate).click();
  await expect(page.getByRole('heading', { name: 'Select time' })).toBeVisible();
}

export function dayButton(page: Page, longDate: string): Locator {
  return page.getByRole('grid').getByRole('button', { name: new RegExp(`^${longDate},`) });
}

export function slotButton(page: Page, visitor: ReturnType<typeof inZone>): Locator {
  return page.getByRole('list', { name: /Available times/ }).getByRole('button', { name: `${visitor.time} ${visitor.zoneName}`, exact: true });
}

export type Visitor = { name: string; email: string; phone: string; country: string; company: string; role: string; subject: string };

export function visitorFor(tag: string): Visitor {
  return {
    name: `Ada ${tag}`,
    email: `ada.${tag}.${Date.now()}@example.com`,
    phone: '2025550143',
    country: 'United States',
    company: 'Analytical Engines',
    role: 'CTO',
    subject: 'A discovery call about our new platform',
  };
}

/** Fills the info step with a mouse-and-keyboard visitor's details (the country comes with the calling code). */
export async function fillDetails(page: Page, visitor: Visitor) {
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(visitor.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(visitor.email);
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill(visitor.company);
  await page.getByRole('textbox', { name: 'Role', exact: true }).fill(visitor.role);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(visitor.phone);
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(visitor.subject);
}

/** The toast with this title (bottom left, as sonner renders it). */
export function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });
}

/** The confirmation a booking ends on: its heading has focus, and "Book another time" goes back to the date step. */
export async function expectConfirmed(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeFocused();
}

export async function bookAnotherTime(page: Page) {
  await page.getByRole('button', { name: 'Book another time' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeFocused();
}
