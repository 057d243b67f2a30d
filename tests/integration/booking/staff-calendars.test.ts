import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffCalendarDto } from '../../../shared/booking/staff-calendars';
import type { ExplainResponse } from '../../../shared/booking/why-not';
import { addDays, dateAt, instantOfWallTimeLenient, parseWallTime } from '../../../shared/booking/time';
import { adminCalendarResponseSchema } from '../../../shared/admin/schemas';
import { auditLogResponseSchema } from '../../../shared/admin/audit-log';
import { dynamo } from '../../../lambdas/lib/aws';
import { api, staffTokens, type StaffTokens } from '../admin/staff-users';
import { bookingBody, byDate, expectError, getAvailability, postBooking } from './helpers';

/*
 * A staff calendar end to end: a real iCalendar feed served over HTTP on loopback (a one-off event, a recurring one in
 * another zone with an excluded and a moved occurrence, free and cancelled ones), read by the sync, stored on the DAY
 * items, hiding slots from availability and refusing their booking; a failing feed keeps its busy times; removing the
 * calendar frees them at once. The feed's events sit on one date whose covered times are free when the file starts.
 */

const SECRET_PATH = '/calendar/ical/team%40example.com/private-5f3c9e1d2b7a4c6e8f0a1b2c3d4e5f60/basic.ics';
const TITLE = 'Board meeting about the merger';

let tokens: StaffTokens;
let server: Server;
let feedUrl: string;
let date: string;
let answer: { status: number; body: string } = { status: 200, body: '' };

const compact = (d: string) => d.replace(/-/g, '');

/** The business time `hh:mm` of `day` on New York's wall clock, as a feed in that zone writes it (`20261201T040000`). */
function newYorkTime(day: string, time: string): string {
  const instant = instantOfWallTimeLenient(day, parseWallTime(time), 'Africa/Cairo');
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}00`;
}

function feedFor(day: string): string {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Integration//Staff calendar//EN',
    // Busy 10:00–11:00 business time, with a TZID and no VTIMEZONE.
    'BEGIN:VEVENT',
    'UID:busy-1@example.com',
    `DTSTART;TZID=Africa/Cairo:${compact(day)}T100000`,
    `DTEND;TZID=Africa/Cairo:${compact(day)}T110000`,
    `SUMMARY:${TITLE}`,
    'END:VEVENT',
    // Shown as free: blocks nothing, although it covers the whole day.
    'BEGIN:VEVENT',
    'UID:free-1@example.com',
    `DTSTART;VALUE=DATE:${compact(day)}`,
    `DTEND;VALUE=DATE:${compact(next)}`,
    'TRANSP:TRANSPARENT',
    'SUMMARY:Working from home',
    'END:VEVENT',
    // Every two hours from 11:30 business time, written in New York's zone: 11:30 blocks, 13:30 is excluded
    // (EXDATE) and 15:30 moved to 16:00 (RECURRENCE-ID).
    'BEGIN:VEVENT',
    'UID:series-1@example.com',
    `DTSTART;TZID=America/New_York:${newYorkTime(day, '11:30')}`,
    `DTEND;TZID=America/New_York:${newYorkTime(day, '12:00')}`,
    'RRULE:FREQ=HOURLY;INTERVAL=2;COUNT=3',
    `EXDATE;TZID=America/New_York:${newYorkTime(day, '13:30')}`,
    'SUMMARY:Recurring check-in',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:series-1@example.com',
    `RECURRENCE-ID;TZID=America/New_York:${newYorkTime(day, '15:30')}`,
    `DTSTART;TZID=America/New_York:${newYorkTime(day, '16:00')}`,
    `DTEND;TZID=America/New_York:${newYorkTime(day, '16:30')}`,
    'SUMMARY:Recurring check-in, moved',
    'END:VEVENT',
    // Cancelled: blocks nothing.
    'BEGIN:VEVENT',
    'UID:cancelled-1@example.com',
    `DTSTART;TZID=Africa/Cairo:${compact(day)}T140000`,
    `DTEND;TZID=Africa/Cairo:${compact(day)}T150000`,
    'STATUS:CANCELLED',
    'SUMMARY:Dropped call',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const timesOn = async (day: string) => (byDate((await getAvailability(day, day)).slots).get(day) ?? []).map((slot) => slot.time);

beforeAll(async () => {
  tokens = await staffTokens();
  const offered = byDate((await getAvailability()).slots);
  // The other integration tests book the first dates and the last ten of the horizon, and a file that ran earlier
  // may have booked any time: the feed's date is the latest before those on which every time it covers is free.
  const covered = ['10:00', '10:30', '11:30', '16:00'];
  date = [...offered.keys()]
    .sort()
    .slice(3, -10)
    .reverse()
    .find((day) => covered.every((time) => offered.get(day)!.some((slot) => slot.time === time)))!;
  answer = { status: 200, body: feedFor(date) };
  server = createServer((request, response) => {
    if (request.url !== SECRET_PATH) return void response.writeHead(404).end();
    response.writeHead(answer.status, { 'content-type': 'text/calendar; charset=utf-8' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SECRET_PATH}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

describe('staff calendars', () => {
  it('hide busy slots and refuse their booking, keep their busy times when the feed fails, and free them when removed', async () => {
    // Only admins connect calendars, and only https (or http on loopback, locally) is accepted.
    expect((await api('/api/admin/calendars', { method: 'POST', token: tokens.viewer, body: { name: 'Team calendar', url: feedUrl } })).status).toBe(403);
    expect((await api('/api/admin/calendars', { method: 'POST', token: tokens.editor, body: { name: 'Team calendar', url: feedUrl } })).status).toBe(403);
    const plain = await api('/api/admin/calendars', { method: 'POST', token: tokens.admin, body: { name: 'Team calendar', url: 'http://calendar.example.com/basic.ics' } });
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { error: { code: string; fields: Record<string, string> } }).error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { url: expect.any(String) } });

    // What the date offers before: other files may have booked a time of it, which no calendar can free.
    const before = await timesOn(date);
    expect(before).toEqual(expect.arrayContaining(['10:00', '10:30', '11:30', '16:00']));
    const added = await api('/api/admin/calendars', { method: 'POST', token: tokens.admin, body: { name: 'Team calendar', url: feedUrl } });
    expect(added.status).toBe(201);
    const addedText = await added.text();
    const { calendar } = JSON.parse(addedText) as { calendar: StaffCalendarDto };
    expect(calendar).toMatchObject({ name: 'Team calendar', status: 'ok', busyCount: 3, lastSyncedAt: expect.any(String) });
    // The address is a secret: masked in answers, encrypted at rest; the event's title is never stored or shown.
    expect(calendar.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/…\/basic\.ics$/);
    expect(addedText).not.toContain('private-5f3c9e1d');
    expect(addedText).not.toContain(TITLE);
    const stored = JSON.stringify((await dynamo().send(new ScanCommand({ TableName: 'staff_calendars' }))).Items);
    expect(stored).not.toContain('private-5f3c9e1d');
    expect(stored).not.toContain(TITLE);

    // 10:00 and 10:30 overlap the meeting, 11:30 and 16:00 the series in New York's zone; its excluded and moved
    // occurrences (13:30, 15:30), the free all-day event and the cancelled one hide nothing.
    const times = await timesOn(date);
    for (const hidden of ['10:00', '10:30', '11:30', '16:00']) expect(times).not.toContain(hidden);
    expect(times).toEqual(before.filter((time) => !['10:00', '10:30', '11:30', '16:00'].includes(time)));
    expectError(await postBooking(bookingBody({ date, time: '10:30' })), 'SLOT_UNAVAILABLE');
    expectError(await postBooking(bookingBody({ date, time: '16:00' })), 'SLOT_UNAVAILABLE');

    // Staff see why: the calendar's name, never the event.
    const explained = await api(`/api/admin/availability/explain?date=${date}`, { token: tokens.viewer });
    expect(explained.status).toBe(200);
    const why = (await explained.json()) as ExplainResponse;
    expect(why.slots.find((slot) => slot.time === '10:00')).toMatchObject({ offered: false, rule: 'busy', reason: "Busy in 'Team calendar'" });
    expect(why.slots.find((slot) => slot.time === '16:00')).toMatchObject({ offered: false, rule: 'busy', reason: "Busy in 'Team calendar'" });
    expect(why.slots.filter((slot) => slot.offered).map((slot) => slot.time)).toEqual(times);
    expect(JSON.stringify(why)).not.toContain(TITLE);

    // The feed fails: the calendar says so in words and keeps blocking with its last busy times.
    answer = { status: 500, body: 'upstream trouble' };
    const failed = await api(`/api/admin/calendars/${calendar.id}/sync`, { method: 'POST', token: tokens.editor });
    expect(failed.status).toBe(200);
    expect(((await failed.json()) as { calendar: StaffCalendarDto }).calendar).toMatchObject({ status: 'error', lastError: expect.stringContaining('500'), busyCount: 3 });
    expect(await timesOn(date)).not.toContain('10:00');
    const listed = (await (await api('/api/admin/calendars', { token: tokens.viewer })).json()) as { calendars: StaffCalendarDto[] };
    expect(listed.calendars.find((entry) => entry.id === calendar.id)).toMatchObject({ status: 'error', url: calendar.url });

    // Removed: its busy times stop blocking at once.
    expect((await api(`/api/admin/calendars/${calendar.id}`, { method: 'DELETE', token: tokens.editor })).status).toBe(403);
    expect((await api(`/api/admin/calendars/${calendar.id}`, { method: 'DELETE', token: tokens.admin })).status).toBe(204);
    expect(await timesOn(date)).toEqual(expect.arrayContaining(['10:00', '10:30', '11:30', '16:00']));
    expect((await api(`/api/admin/calendars/${calendar.id}/sync`, { method: 'POST', token: tokens.admin })).status).toBe(404);
  });
});

describe('date overrides', () => {
  it('are set one date at a time (two staff at once both stay), refuse a past date in words, are removed and audited', async () => {
    // Far beyond the booking horizon, so no other test's slots change.
    const today = dateAt(Date.now(), 'Africa/Cairo');
    const [closedDate, shortDate] = [addDays(today, 90), addDays(today, 91)];
    const put = (date: string, body: unknown, token = tokens.editor) => api(`/api/admin/calendar/overrides/${date}`, { method: 'PUT', token, body });
    const overrides = async () => adminCalendarResponseSchema.parse(await (await api('/api/admin/calendar', { token: tokens.viewer })).json()).overrides;

    expect((await put(closedDate, { closed: true, hours: [] }, tokens.viewer)).status).toBe(403);
    const both = await Promise.all([put(closedDate, { closed: true, hours: [] }), put(shortDate, { closed: false, hours: [{ startTime: '10:00', endTime: '12:00' }] })]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(await overrides()).toMatchObject({ [closedDate]: { closed: true, hours: [] }, [shortDate]: { closed: false, hours: [{ startTime: '10:00', endTime: '12:00' }] } });

    const past = await put(addDays(today, -1), { closed: true, hours: [] });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: unknown }).error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { date: 'Choose today or a later date.' } });

    for (const date of [closedDate, shortDate]) expect((await api(`/api/admin/calendar/overrides/${date}`, { method: 'DELETE', token: tokens.editor })).status).toBe(200);
    const left = await overrides();
    expect(left).not.toHaveProperty(closedDate);
    expect(left).not.toHaveProperty(shortDate);

    const log = auditLogResponseSchema.parse(await (await api('/api/admin/audit-log?kind=calendar', { token: tokens.admin })).json());
    const mine = log.entries.filter((entry) => entry.target.endsWith(closedDate)).map((entry) => entry.action);
    expect(mine).toEqual(['calendar.date_override_removed', 'calendar.date_override_saved']);
  });
});
