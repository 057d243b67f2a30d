import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatInZone } from '../../../shared/booking/format';
import { seedCalendarSettings } from '../../../shared/booking/seed';
import { bookingRequestSchema, type BookingDto, type SlotDto } from '../../../shared/booking/schemas';
import { placeBooking } from '../../../lambdas/bookings/place-booking';
import { cloud } from '../../support/cloud';
import { fetchEmails, sentTo, waitForEmails } from '../../support/mailbox';
import {
  bookingBody,
  bookingStore,
  byDate,
  calendarStore,
  placeBookingDeps,
  errorStore,
  expectError,
  getAvailability,
  icsStamp,
  parseIcs,
  plusDays,
  postBooking,
  resetCalendar,
  sleep,
  today,
  uniqueEmail,
} from './helpers';

/*
 * The booking API against the local cloud (the runtime `npm start` runs, on free ports): HTTP through the gateway,
 * DynamoDB through the stream emulation, e-mails in the SES emulator. The tests in this file run in order and
 * share the calendar; each books slots it takes from a fresh availability answer.
 */

const MINUTE = 60_000;

beforeAll(async () => {
  await resetCalendar();
});

/** A free slot, skipping the first `skip` dates so that tests use different days. */
async function freeSlot(skipDates = 0): Promise<SlotDto> {
  const { slots } = await getAvailability();
  const dates = [...byDate(slots).keys()];
  const date = dates[Math.min(skipDates, dates.length - 1)];
  const ofDate = slots.filter((slot) => slot.date === date);
  return ofDate[Math.floor(ofDate.length / 2)];
}

describe('GET /api/calendar/settings', () => {
  it('answers the public settings', async () => {
    const response = await fetch(`${cloud.baseUrl}/api/calendar/settings`);
    expect(response.status).toBe(200);
    // The working days and hours are derived from the weekly blocks: the seed's Monday to Friday, 09:00 to 17:00.
    expect(await response.json()).toEqual({ ...seedCalendarSettings, workingDays: [1, 2, 3, 4, 5], workingHoursStart: '09:00', workingHoursEnd: '17:00' });
  });
});

describe('GET /api/availability', () => {
  it('lists bookable Cairo slots of a 31-day range, sorted, with UTC instants', async () => {
    const from = today();
    const to = plusDays(from, 30);
    const body = await getAvailability(from, to);
    expect(body.timezone).toBe('Africa/Cairo');
    expect(body.slots.length).toBeGreaterThan(100);
    let previous = '';
    for (const slot of body.slots) {
      expect(Object.keys(slot).sort()).toEqual(['date', 'end', 'start', 'time']);
      expect(slot.start > previous).toBe(true);
      previous = slot.start;
      expect(slot.date > from && slot.date <= to).toBe(true);
      expect(slot.start.endsWith('Z')).toBe(true);
      expect(formatInZone(slot.start, 'Africa/Cairo')).toMatchObject({ date: slot.date, time: slot.time });
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * MINUTE);
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() + 8 * 3600_000 - 60_000);
      expect(slot.time >= '09:00' && slot.time <= '16:30').toBe(true);
    }
  });

  it('refuses malformed, reversed and too long ranges with VALIDATION_ERROR', async () => {
    for (const query of [
      `from=${today()}&to=${plusDays(today(), 62)}`,
      `from=${plusDays(today(), 2)}&to=${today()}`,
      `from=2026-02-30&to=2026-03-01`,
      `from=tomorrow&to=${today()}`,
      `from=${today()}`,
      '',
    ]) {
      const response = await fetch(`${cloud.baseUrl}/api/availability?${query}`);
      const body = await response.json();
      expectError({ status: response.status, body, headers: response.headers }, 'VALIDATION_ERROR', { fields: [] });
    }
    const longest = await fetch(`${cloud.baseUrl}/api/availability?from=${today()}&to=${plusDays(today(), 61)}`);
    expect(longest.status).toBe(200);
  });
});

describe('POST /api/bookings', () => {
  it('books a generated slot: 201 with the contract shape, and the slot leaves availability', async () => {
    const slot = await freeSlot(0);
    const request = bookingBody(slot);
    const response = await postBooking(request);
    expect(response.status).toBe(201);
    const booking = response.body.booking as BookingDto;
    expect(booking).toMatchObject({ date: slot.date, time: slot.time, start: slot.start, end: slot.end, duration: 30, status: 'confirmed' });
    expect(booking.id).toMatch(/^b-\d{8}-/);
    expect(Object.keys(response.body)).toEqual(['booking']);

    const after = await getAvailability();
    expect(after.slots.some((s) => s.date === slot.date && s.time === slot.time)).toBe(false);
    // No personal data in availability: not the name, the address or the id.
    const text = JSON.stringify(after);
    expect(text).not.toContain(request.email);
    expect(text).not.toContain('Ada');
    expect(text).not.toContain(booking.id);
  });

  it('answers DUPLICATE_BOOKING for a taken slot and SLOT_UNAVAILABLE for times that are not slots', async () => {
    const slot = await freeSlot(1);
    expect((await postBooking(bookingBody(slot))).status).toBe(201);
    expectError(await postBooking(bookingBody(slot)), 'DUPLICATE_BOOKING');

    const { slots } = await getAvailability();
    const dates = new Set(slots.map((s) => s.date));
    let weekend = plusDays(today(), 2);
    while (new Date(`${weekend}T12:00:00Z`).getUTCDay() % 6 !== 0) weekend = plusDays(weekend, 1);
    const unavailable = [
      { date: slot.date, time: '09:15' }, // off the grid
      { date: slot.date, time: '08:30' }, // before the block
      { date: slot.date, time: '17:00' }, // after the block
      { date: weekend, time: '10:00' }, // not a working day
      { date: plusDays(today(), -1), time: '10:00' }, // past
      { date: today(), time: '23:30' }, // today, same-day booking not allowed
      { date: plusDays(today(), 45), time: '10:00' }, // beyond max_booking_days
    ];
    expect(dates.has(weekend)).toBe(false);
    for (const candidate of unavailable) {
      expectError(await postBooking(bookingBody(candidate)), 'SLOT_UNAVAILABLE');
    }
  });

  it('answers MISSING_DATETIME when the date or the time is missing', async () => {
    const slot = await freeSlot(2);
    for (const body of [
      { ...bookingBody(slot), date: undefined },
      { ...bookingBody(slot), time: '' },
      { ...bookingBody(slot), date: null, time: null },
      { name: 'Only a name' },
    ]) {
      expectError(await postBooking(body), 'MISSING_DATETIME');
    }
  });

  it('answers VALIDATION_ERROR with the offending fields', async () => {
    const slot = await freeSlot(2);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'name'],
      [{ email: 'not-an-address' }, 'email'],
      [{ phone: 'no digits' }, 'phone'],
      [{ country: undefined }, 'country'],
      [{ company: '' }, 'company'],
      [{ role: undefined }, 'role'],
      [{ subject: '' }, 'subject'],
      [{ guests: ['fine@example.com', 'broken'] }, 'guests'],
      [{ guests: Array.from({ length: 11 }, (_, i) => `g${i}@example.com`) }, 'guests'],
      [{ timezone: 'Mars/Olympus_Mons' }, 'timezone'],
      [{ date: '2026-13-01' }, 'date'],
      [{ time: '9am' }, 'time'],
    ];
    for (const [override, field] of cases) {
      expectError(await postBooking({ ...bookingBody(slot), ...override }), 'VALIDATION_ERROR', { fields: [field] });
    }
    expectError(await postBooking('{"date":'), 'VALIDATION_ERROR', { fields: [] });
    expectError(await postBooking(JSON.stringify(bookingBody(slot)), { 'content-type': 'text/plain' }), 'VALIDATION_ERROR', { fields: [] });
    expectError(await postBooking([bookingBody(slot)]), 'VALIDATION_ERROR', { fields: [] });
    expectError(await postBooking(bookingBody(slot), { 'Idempotency-Key': 'x'.repeat(300) }), 'VALIDATION_ERROR', { fields: ['Idempotency-Key'] });
    // Nothing was booked by any of these.
    expect((await getAvailability()).slots.some((s) => s.date === slot.date && s.time === slot.time)).toBe(true);
  });

  it('answers PAYLOAD_TOO_LARGE (413) for a body over 16 KB', async () => {
    const slot = await freeSlot(2);
    expectError(await postBooking({ ...bookingBody(slot), subject: 'x'.repeat(17 * 1024) }), 'PAYLOAD_TOO_LARGE');
  });

  it('normalises the phone to digits and de-duplicates guests', async () => {
    const slot = await freeSlot(3);
    const email = uniqueEmail('norm');
    const guest = uniqueEmail('guest');
    const response = await postBooking(bookingBody(slot, { email, guests: [` ${guest} `, guest.toUpperCase(), '', email] }));
    expect(response.status).toBe(201);
    const stored = await bookingStore().getBooking(response.body.booking.id);
    expect(stored).toMatchObject({ phone: '201001234567', guests: [guest], customerTimezone: 'Asia/Kolkata', businessTimezone: 'Africa/Cairo' });
  });

  it('returns the first result for a retry with the same Idempotency-Key and body, and sends nothing twice', async () => {
    const slot = await freeSlot(4);
    const key = randomUUID();
    const body = bookingBody(slot);
    const first = await postBooking(body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const retries = await Promise.all([1, 2, 3].map(() => postBooking(body, { 'Idempotency-Key': key })));
    for (const retry of retries) {
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
    }
    // Formatting differences do not make another request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await postBooking(reordered, { 'Idempotency-Key': key })).body).toEqual(first.body);

    const day = (await bookingStore().readDays([slot.date])).get(slot.date)!;
    expect(Object.values(day.bookings).filter((entry) => entry.time === slot.time)).toHaveLength(1);
    await waitForEmails(cloud.sesUrl, sentTo(body.email));
    await sleep(1500);
    expect((await fetchEmails(cloud.sesUrl)).filter(sentTo(body.email))).toHaveLength(1);

    const reused = await postBooking({ ...body, subject: 'Something else' }, { 'Idempotency-Key': key });
    expectError(reused, 'IDEMPOTENCY_KEY_REUSED', { fields: ['Idempotency-Key'] });
    expect(reused.status).toBe(422);
  });

  it('lets exactly one of 100 parallel requests for one slot succeed; the others get DUPLICATE_BOOKING', async () => {
    const slot = await freeSlot(5);
    const responses = await Promise.all(Array.from({ length: 100 }, (_, index) => postBooking(bookingBody(slot, { email: `racer-${index}-${randomUUID().slice(0, 6)}@example.com` }))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 201)) expectError(response, 'DUPLICATE_BOOKING');
    const day = (await bookingStore().readDays([slot.date])).get(slot.date)!;
    expect(Object.values(day.bookings).filter((entry) => entry.time === slot.time)).toHaveLength(1);
  });

  it('decides a race in the database alone: 100 concurrent use-case calls for one slot (no coalescing), one booking', async () => {
    const slot = await freeSlot(7);
    const deps = placeBookingDeps();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) => placeBooking(deps, bookingRequestSchema.parse(bookingBody(slot, { email: `direct-${index}@example.com` })))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'DUPLICATE_BOOKING' });
    }
    const day = (await bookingStore().readDays([slot.date])).get(slot.date)!;
    expect(Object.values(day.bookings).filter((entry) => entry.time === slot.time)).toHaveLength(1);
    await sleep(300);
  });

  it('keeps meetings apart even while the settings change under concurrent requests', async () => {
    const { slots } = await getAvailability();
    const date = [...byDate(slots).keys()].at(-2)!;
    const deps = placeBookingDeps();
    try {
      const racers = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00'].flatMap((time, index) =>
        Array.from({ length: 4 }, (_, copy) => async () => {
          await sleep((index * 4 + copy) % 7);
          return placeBooking(deps, bookingRequestSchema.parse(bookingBody({ date, time })));
        }),
      );
      const flips = [60, 30, 90, 30].map((minutes, index) => async () => {
        await sleep(index * 3);
        await calendarStore().putSettings({ ...seedCalendarSettings, meetingDuration: minutes });
      });
      await Promise.allSettled([...racers, ...flips].map((run) => run()));
      const entries = Object.values((await bookingStore().readDays([date])).get(date)!.bookings).sort((a, b) => a.start.localeCompare(b.start));
      expect(entries.length).toBeGreaterThan(0);
      for (let i = 1; i < entries.length; i += 1) expect(Date.parse(entries[i].start)).toBeGreaterThanOrEqual(Date.parse(entries[i - 1].end));
    } finally {
      await resetCalendar();
    }
  });

  it('never lets bookings overlap (buffers included) after an administrator changes duration and buffers', async () => {
    const slot = await freeSlot(6);
    const date = slot.date;
    try {
      // 30-minute grid: book 10:00 and 13:00.
      for (const time of ['10:00', '13:00']) expect((await postBooking(bookingBody({ date, time }))).status).toBe(201);
      // Now 60 minutes with 15 minutes before and 10 after: the grid is 09:15, 10:40, 12:05, 13:30, 14:55.
      await resetCalendar({ meetingDuration: 60, bufferBefore: 15, bufferAfter: 10 });
      const offered = (await getAvailability(date, date)).slots.map((s) => s.time);
      expect(offered).toEqual(['14:55']);
      expectError(await postBooking(bookingBody({ date, time: '09:15' })), 'SLOT_UNAVAILABLE');
      expectError(await postBooking(bookingBody({ date, time: '12:05' })), 'SLOT_UNAVAILABLE');

      // Everything offered on that date and the next, requested 5 times each, all at once.
      await resetCalendar({ meetingDuration: 45, bufferBefore: 5, bufferAfter: 20 });
      const next = plusDays(date, 1);
      const grid = (await getAvailability(date, next)).slots;
      const flood = await Promise.all(grid.flatMap((s) => Array.from({ length: 5 }, () => postBooking(bookingBody(s)))));
      expect(flood.filter((r) => r.status === 201).length).toBe(grid.length);
      for (const response of flood.filter((r) => r.status !== 201)) expect(response.status).toBe(409);

      // Back to 30 minutes with no buffers, then flood both days again with every half hour.
      await resetCalendar();
      const halfHours = Array.from({ length: 16 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
      await Promise.all([date, next].flatMap((d) => halfHours.map((time) => postBooking(bookingBody({ date: d, time })))));

      const settingsNow = { bufferBefore: 0, bufferAfter: 0 };
      for (const d of [date, next]) {
        const entries = Object.values((await bookingStore().readDays([d])).get(d)!.bookings).sort((a, b) => a.start.localeCompare(b.start));
        for (let i = 1; i < entries.length; i += 1) {
          expect(Date.parse(entries[i].start) - settingsNow.bufferBefore * MINUTE).toBeGreaterThanOrEqual(Date.parse(entries[i - 1].end) + settingsNow.bufferAfter * MINUTE);
        }
      }
      // Those made under the buffered settings also kept their buffers from each other.
      const buffered = Object.values((await bookingStore().readDays([next])).get(next)!.bookings).filter((e) => e.duration === 45);
      buffered.sort((a, b) => a.start.localeCompare(b.start));
      for (let i = 1; i < buffered.length; i += 1) {
        expect(Date.parse(buffered[i].start) - Date.parse(buffered[i - 1].end)).toBeGreaterThanOrEqual(25 * MINUTE);
      }
    } finally {
      await resetCalendar();
    }
  });

  it('sends the customer, each guest and the staff address a confirmation with the link and a parseable .ics', async () => {
    const slot = await freeSlot(8);
    const email = uniqueEmail('customer');
    const guests = [uniqueEmail('guest-one'), uniqueEmail('guest-two')];
    const response = await postBooking(bookingBody(slot, { email, guests, timezone: 'America/New_York', name: 'Zoë Ångström' }));
    expect(response.status).toBe(201);
    const booking = response.body.booking as BookingDto;
    // The default provider makes a Jitsi room with the booking: the visitor's answer already carries its link, and
    // the manage link their e-mail will carry.
    expect(booking.meetLink).toMatch(/^https:\/\/meet\.jit\.si\/NorthstarConsultation-[0-9a-f]{32}$/);
    expect(booking.manageUrl).toMatch(new RegExp(`/booking/${booking.id}\\?token=`));

    const local = formatInZone(booking.start, 'America/New_York');
    const business = formatInZone(booking.start, 'Africa/Cairo');
    for (const address of [email, ...guests]) {
      const [message] = await waitForEmails(cloud.sesUrl, sentTo(address));
      expect(message.subject).toContain('Consultation confirmed');
      expect(message.body.text).toContain(`${local.longDate}, ${local.time12}`);
      expect(message.body.text).toContain(`${business.longDate}, ${business.time12}`);
      expect(message.body.text).toContain('America/New_York');
      expect(message.body.text).toContain('Africa/Cairo');
      expect(message.body.text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
      expect(message.body.text).toContain(`Meeting link: ${booking.meetLink}`);
      expect(message.body.html).toContain('<html');
      const attachment = message.attachments.find((a) => a.filename === 'invite.ics' || a.contentType.startsWith('text/calendar') || a.contentType === 'application/ics');
      expect(attachment).toBeDefined();
      const ics = parseIcs(Buffer.from(attachment!.content, 'base64').toString('utf8'));
      expect(ics.calendar.METHOD).toBe('REQUEST');
      expect(ics.event.UID).toBe(`${booking.id}@northstar.agency`);
      expect(ics.event.DTSTART).toBe(icsStamp(booking.start));
      expect(ics.event.DTEND).toBe(icsStamp(booking.end));
      expect(ics.attendees).toEqual(expect.arrayContaining([email.toLowerCase(), ...guests.map((g) => g.toLowerCase())]));
      expect(ics.event.LOCATION).toBe(booking.meetLink);
    }
    expect((await waitForEmails(cloud.sesUrl, sentTo(email)))[0].body.text).toContain('Hi Zoë Ångström');

    const staff = await waitForEmails(cloud.sesUrl, (m) => sentTo(cloud.env.STAFF_EMAIL ?? 'team@northstar.agency')(m) && m.body.text?.includes(booking.id) === true);
    expect(staff[0].subject).toContain('New booking: Zoë Ångström');
    expect(staff[0].body.text).toContain(email);

    // The customer's e-mail carries the same manage link as the answer.
    expect((await waitForEmails(cloud.sesUrl, sentTo(email)))[0].body.text).toContain(booking.manageUrl);
    // The room is the meeting's own link: nothing failed, and no error is logged.
    expect(await errorStore().forBooking(booking.id)).toEqual([]);
    expect(await bookingStore().getBooking(booking.id)).toMatchObject({ meetingProvider: 'jitsi', meetLinkStatus: 'created', meetLink: booking.meetLink });
  });

  it('tells every realtime client booking.created with the date and time only', async () => {
    const slot = await freeSlot(9);
    const sockets = await Promise.all(
      [1, 2].map(async () => {
        const socket = new WebSocket(cloud.wsUrl);
        await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
        return socket;
      }),
    );
    const received = sockets.map(
      (socket) =>
        new Promise<unknown>((resolve) =>
          socket.on('message', (data) => {
            const message = JSON.parse(data.toString()) as { type?: string; date?: string; time?: string };
            if (message.type === 'booking.created' && message.date === slot.date && message.time === slot.time) resolve(message);
          }),
        ),
    );
    expect((await postBooking(bookingBody(slot))).status).toBe(201);
    for (const message of await Promise.all(received)) {
      expect(message).toEqual({ type: 'booking.created', date: slot.date, time: slot.time });
    }
    sockets.forEach((socket) => socket.close());
  });
});
