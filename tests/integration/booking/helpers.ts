import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { AvailabilityResponse, BookingRequestInput, CalendarSettings, SlotDto } from '../../../shared/booking/schemas';
import { seedAvailabilityBlocks, seedCalendarSettings } from '../../../shared/booking/seed';
import { errorCatalogue, type ErrorCode } from '../../../shared/errors';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { BookingStore, type BookingRecord } from '../../../lambdas/bookings/booking-store';
import { CalendarStore } from '../../../lambdas/calendar/calendar-store';
import { CalendarSnapshotReader } from '../../../lambdas/bookings/calendar-snapshot';
import { IdempotencyStore } from '../../../lambdas/bookings/idempotency-store';
import { LimitStore } from '../../../lambdas/bookings/limit-store';
import type { PlaceBookingDeps } from '../../../lambdas/bookings/place-booking';
import type { CancelBookingDeps } from '../../../lambdas/bookings/cancel-booking';
import { NotificationErrorStore } from '../../../lambdas/notifications/notification-errors-store';
import { cloud } from '../../support/cloud';

export const calendarStore = () => new CalendarStore(dynamo(), tableName('calendar_settings'), tableName('availability_blocks'));
export const bookingStore = () => new BookingStore(dynamo(), tableName('bookings'), tableName('booking_slots'));
export const limitStore = () => new LimitStore(dynamo(), tableName('booking_limits'));
/** The booking use case's dependencies, as the handler builds them (the per-client limit off unless given). */
export const placeBookingDeps = (clientLimit = 0): PlaceBookingDeps => {
  const bookings = bookingStore();
  return {
    snapshots: new CalendarSnapshotReader(dynamo(), tableName('calendar_settings'), calendarStore(), bookings),
    bookings,
    limits: limitStore(),
    idempotency: new IdempotencyStore(dynamo(), tableName('idempotency_keys')),
    clientLimit,
    now: () => Date.now(),
  };
};
export const cancelDeps = (): CancelBookingDeps => ({ bookings: bookingStore(), limits: limitStore(), now: () => Date.now() });

/** Writes a BOOKING item alone (no DAY item, so no stream record the runtime's consumer would act on). */
export async function putBookingItem(record: BookingRecord): Promise<void> {
  await dynamo().send(new PutCommand(bookingStore().putBooking(record).item.Put!));
}

/** The claim on a slot (`2026-12-01T09:00`) in `booking_slots`, if any. */
export async function slotClaim(slot: string): Promise<{ slot: string; bookingId: string } | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('booking_slots'), Key: { slot }, ConsistentRead: true }));
  return Item as { slot: string; bookingId: string } | undefined;
}
export const errorStore = () => new NotificationErrorStore(dynamo(), tableName('notification_errors'));

/** Puts the seed settings (with overrides) and exactly the seed blocks in place. */
export async function resetCalendar(overrides: Partial<CalendarSettings> = {}): Promise<CalendarSettings> {
  const store = calendarStore();
  const settings = { ...seedCalendarSettings, ...overrides };
  await store.putSettings(settings);
  const keep = new Set(seedAvailabilityBlocks.map((block) => block.id));
  for (const block of await store.listBlocks()) if (!keep.has(block.id)) await store.deleteBlock(block.id);
  for (const block of seedAvailabilityBlocks) await store.putBlock(block);
  return settings;
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function getAvailability(from = today(), to = plusDays(today(), 40)): Promise<AvailabilityResponse> {
  const response = await fetch(`${cloud.baseUrl}/api/availability?from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AvailabilityResponse;
}

/** Slots of one business date, grouped. */
export function byDate(slots: SlotDto[]): Map<string, SlotDto[]> {
  const map = new Map<string, SlotDto[]>();
  for (const slot of slots) map.set(slot.date, [...(map.get(slot.date) ?? []), slot]);
  return map;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

export function bookingBody(slot: { date: string; time: string }, overrides: Partial<BookingRequestInput> = {}): BookingRequestInput {
  return {
    date: slot.date,
    time: slot.time,
    name: 'Ada Lovelace',
    email: uniqueEmail('ada'),
    phone: '+20 (100) 123-4567',
    phoneCountryCode: '+20',
    country: 'Egypt',
    company: 'Analytical Engines',
    role: 'CTO',
    subject: 'A new website',
    guests: [],
    timezone: 'Asia/Kolkata',
    ...overrides,
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A JSON POST to the local cloud from the loopback address `localAddress` (e.g. 127.0.0.2): the gateway takes the
 * client address from the socket, so each test counts as a client of its own.
 */
export function postFrom(baseUrl: string, localAddress: string, path: string, body: unknown, extraHeaders: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl.replace('localhost', '127.0.0.1')}${path}`,
      { method: 'POST', localAddress, headers: { ...extraHeaders, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } },
      (response) => {
        let answer = '';
        response.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: answer }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

export async function postBooking(body: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<any>> {
  const response = await fetch(`${cloud.baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** Asserts the contract's error shape with the catalogue's status, title and message. */
export function expectError(response: ApiResponse<any>, code: ErrorCode, options: { fields?: string[] } = {}): void {
  const entry = errorCatalogue[code];
  expect(response.status, JSON.stringify(response.body)).toBe(entry.status);
  expect(response.body.error.code).toBe(code);
  expect(response.body.error.title).toBe(entry.title);
  if (!options.fields) expect(response.body.error.message).toBe(entry.message);
  const reported = Object.keys(response.body.error.fields ?? {});
  for (const field of options.fields ?? []) {
    expect(reported.some((key) => key === field || key.startsWith(`${field}.`)), `${field} in ${reported.join(', ')}`).toBe(true);
  }
}

/** Minimal RFC 5545 reader: unfolds lines and returns the properties of the first VEVENT and of the calendar. */
export function parseIcs(text: string): { calendar: Record<string, string>; event: Record<string, string>; attendees: string[] } {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/).filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  const attendees: string[] = [];
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0];
    const value = line.slice(colon + 1);
    if (inEvent && name === 'ATTENDEE') attendees.push(value.replace(/^mailto:/i, '').toLowerCase());
    else if (inEvent) event[name] ??= value;
    else calendar[name] ??= value;
  }
  return { calendar, event, attendees };
}

/** `20261201T070000Z` of an ISO instant. */
export function icsStamp(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
