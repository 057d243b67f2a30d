import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bookingRequestSchema, type SlotDto } from '../../../shared/booking/schemas';
import { signManageToken } from '../../../lambdas/bookings/manage-token';
import { manageDependencies } from '../../../lambdas/manage-booking/deps';
import { readSecret } from '../../../lambdas/lib/secrets';
import { rescheduleManagedBooking } from '../../../lambdas/manage-booking/manage-service';
import { placeBooking } from '../../../lambdas/bookings/place-booking';
import { type ApiResponse, bookingBody, bookingStore, byDate, expectError, getAvailability, parseIcs, placeBookingDeps, postBooking, resetCalendar, slotClaim, uniqueEmail } from '../booking/helpers';
import { cloud } from '../../support/cloud';
import { fetchEmails, sentTo, waitForEmails, type StoredEmail } from '../../support/mailbox';

/** The signing key, read from the local Secrets Manager as the handlers read it. */
let signingKey = '';
const secret = () => signingKey;
beforeAll(async () => {
  signingKey = await readSecret('bookingToken');
});

async function api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResponse<any>> {
  const response = await fetch(`${cloud.baseUrl}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

let free: SlotDto[] = [];
/** Free slots far apart (a different date each), handed out one by one. */
function nextSlot(): SlotDto {
  const slot = free.shift();
  if (!slot) throw new Error('out of free slots');
  return slot;
}

async function book(overrides: { guests?: string[] } = {}) {
  const email = uniqueEmail('manage');
  const slot = nextSlot();
  const response = await postBooking(bookingBody(slot, { email, ...overrides }));
  expect(response.status).toBe(201);
  const id: string = response.body.booking.id;
  return { id, email, slot, token: signManageToken(secret(), id, Date.parse(response.body.booking.end)) };
}

function calendarOf(email: StoredEmail) {
  const attachment = email.attachments.find((part) => part.filename === 'invite.ics') ?? email.attachments[0];
  return parseIcs(Buffer.from(attachment.content, 'base64').toString('utf8'));
}

async function isFree(slot: { date: string; time: string }): Promise<boolean> {
  const { slots } = await getAvailability(slot.date, slot.date);
  return slots.some((candidate) => candidate.time === slot.time);
}

beforeAll(async () => {
  await resetCalendar();
  const { slots } = await getAvailability();
  // Every third slot of the later dates, none next to another: tests never share a slot's buffers.
  free = [...byDate(slots).values()].slice(8).flatMap((ofDate) => ofDate.filter((_, index) => index % 3 === 1));
});

describe('GET /api/bookings/{id}', () => {
  it('opens the booking from the e-mail link and changes nothing', async () => {
    const { id, email } = await book();
    const [confirmation] = await waitForEmails(cloud.sesUrl, sentTo(email));
    const link = /Manage booking: (\S+)/.exec(confirmation.body.text ?? '')?.[1];
    expect(link).toMatch(new RegExp(`/booking/${id}\\?token=`));
    const url = new URL(link!);
    const response = await api('GET', `/api/bookings/${id}${url.search}`);
    expect(response.status).toBe(200);
    expect(response.body.booking).toMatchObject({ id, email, status: 'confirmed', policy: { allowed: true }, minNoticeHours: 2 });
    expect((await bookingStore().getBooking(id))?.status).toBe('confirmed');
  });

  it('answers a forged, foreign, expired or missing token with a bare 403', async () => {
    const mine = await book();
    const other = await book();
    const [expiry, signature] = mine.token.split('.');
    const forged = [
      `${(parseInt(expiry, 36) + 3600).toString(36)}.${signature}`,
      other.token,
      signManageToken(secret(), mine.id, Date.now() - 1000),
      signManageToken('guessed-secret', mine.id, Date.parse('2099-01-01')),
      'not-a-token',
      `${mine.token}${'A'.repeat(5000)}`,
    ];
    for (const query of [...forged.map((token) => `?token=${encodeURIComponent(token)}`), '']) {
      for (const [method, path] of [['GET', ''], ['POST', '/cancel']] as const) {
        const response = await api(method, `/api/bookings/${mine.id}${path}${query}`);
        expectError(response, 'FORBIDDEN', { fields: [] });
        expect(JSON.stringify(response.body)).not.toMatch(new RegExp(`${mine.email}|Ada|${mine.slot.date}`));
      }
    }
    const reschedule = await api('POST', `/api/bookings/${mine.id}/reschedule?token=${other.token}`, nextSlot());
    expect(reschedule.status).toBe(403);
    expect((await bookingStore().getBooking(mine.id))?.status).toBe('confirmed');
  });
});

describe('POST /api/bookings/{id}/cancel', () => {
  it('cancels, frees the slot at once, tells realtime clients and sends one METHOD:CANCEL per person', async () => {
    const guest = uniqueEmail('guest');
    const { id, email, slot, token } = await book({ guests: [guest] });
    await waitForEmails(cloud.sesUrl, sentTo(email));
    const socket = new WebSocket(cloud.wsUrl);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const announced = new Promise((resolve) =>
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.type === 'booking.cancelled' && message.date === slot.date && message.time === slot.time) resolve(message);
      }),
    );

    const response = await api('POST', `/api/bookings/${id}/cancel?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.body.booking).toMatchObject({ id, status: 'cancelled', policy: { allowed: false, reason: 'cancelled' } });
    expect(await isFree(slot)).toBe(true);
    expect(await announced).toEqual({ type: 'booking.cancelled', date: slot.date, time: slot.time });
    socket.close();

    for (const address of [email, guest]) {
      const [cancellation] = await waitForEmails(cloud.sesUrl, (mail) => sentTo(address)(mail) && /cancelled/i.test(mail.subject));
      const { calendar, event } = calendarOf(cancellation);
      expect(calendar.METHOD).toBe('CANCEL');
      expect(event).toMatchObject({ UID: `${id}@northstar.agency`, SEQUENCE: '1', STATUS: 'CANCELLED' });
    }

    const again = await api('POST', `/api/bookings/${id}/cancel?token=${token}`);
    expect(again.status).toBe(200);
    expect(again.body.booking.status).toBe('cancelled');
    const rescheduleCancelled = await api('POST', `/api/bookings/${id}/reschedule?token=${token}`, nextSlot());
    expect(rescheduleCancelled).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', title: 'Change Not Possible', message: expect.stringContaining('cancelled') } } });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await fetchEmails(cloud.sesUrl)).filter((mail) => sentTo(email)(mail) && /cancelled/i.test(mail.subject))).toHaveLength(1);
  });
});

describe('POST /api/bookings/{id}/reschedule', () => {
  it('moves the booking: new slot held, old one free, updated invitation with the same UID and a higher SEQUENCE', async () => {
    const { id, email, slot, token } = await book();
    await waitForEmails(cloud.sesUrl, sentTo(email));
    const target = nextSlot();
    const response = await api('POST', `/api/bookings/${id}/reschedule?token=${token}`, { date: target.date, time: target.time });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.booking).toMatchObject({ id, date: target.date, time: target.time, start: target.start, status: 'confirmed' });
    expect(await isFree(slot)).toBe(true);
    expect(await isFree(target)).toBe(false);
    expect((await api('GET', `/api/bookings/${id}?token=${response.body.token}`)).status).toBe(200);

    const [moved] = await waitForEmails(cloud.sesUrl, (mail) => sentTo(email)(mail) && /moved/i.test(mail.subject));
    const { calendar, event } = calendarOf(moved);
    expect(calendar.METHOD).toBe('REQUEST');
    expect(event).toMatchObject({ UID: `${id}@northstar.agency`, SEQUENCE: '1' });
    expect(event.DTSTART).toBe(new Date(target.start).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(moved.body.text).toContain('Manage booking: ');

    // Cancelling the moved booking supersedes the update.
    expect((await api('POST', `/api/bookings/${id}/cancel?token=${response.body.token}`)).status).toBe(200);
    const [cancellation] = await waitForEmails(cloud.sesUrl, (mail) => sentTo(email)(mail) && /cancelled/i.test(mail.subject));
    expect(calendarOf(cancellation).event).toMatchObject({ UID: `${id}@northstar.agency`, SEQUENCE: '2' });
    expect(await isFree(target)).toBe(true);
  });

  it('refuses a taken slot and keeps the booking where it was', async () => {
    const mine = await book();
    const theirs = await book();
    const response = await api('POST', `/api/bookings/${mine.id}/reschedule?token=${mine.token}`, { date: theirs.slot.date, time: theirs.slot.time });
    expectError(response, 'DUPLICATE_BOOKING');
    expect(await bookingStore().getBooking(mine.id)).toMatchObject({ date: mine.slot.date, time: mine.slot.time, status: 'confirmed' });
    expect(await isFree(mine.slot)).toBe(false);
    const unavailable = await api('POST', `/api/bookings/${mine.id}/reschedule?token=${mine.token}`, { date: mine.slot.date, time: '03:17' });
    expectError(unavailable, 'SLOT_UNAVAILABLE');
  });

  it('refuses changes inside the minimum notice with a clear message', async () => {
    const { id, slot, token } = await book();
    const deps = { ...(await manageDependencies()), now: () => Date.parse(slot.start) - 3_600_000 };
    await expect(rescheduleManagedBooking(deps, id, token, nextSlot())).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('2 hours before the meeting'),
    });
  });

  it('moves a booking at most three times: the fourth answers RESCHEDULE_LIMIT_REACHED and changes nothing; cancelling still works', async () => {
    const { id, slot, token: first } = await book();
    const other = nextSlot();
    let token = first;
    // Back and forth between two slots: each move counts, wherever it goes.
    for (const [left, target] of [[2, other], [1, slot], [0, other]] as const) {
      const moved = await api('POST', `/api/bookings/${id}/reschedule?token=${token}`, { date: target.date, time: target.time });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.booking).toMatchObject({ date: target.date, time: target.time, reschedulesLeft: left });
      token = moved.body.token;
    }
    const before = await bookingStore().getBooking(id);
    const fourth = await api('POST', `/api/bookings/${id}/reschedule?token=${token}`, { date: slot.date, time: slot.time });
    expectError(fourth, 'RESCHEDULE_LIMIT_REACHED');
    expect(fourth.body.error.message).toBe('This consultation has already been moved several times. Please cancel it and book a new time, or contact us.');
    expect(await bookingStore().getBooking(id)).toMatchObject({ date: before!.date, time: before!.time, rescheduleCount: 3, sequence: 3 });
    expect(await isFree(slot)).toBe(true);

    const cancelled = await api('POST', `/api/bookings/${id}/cancel?token=${token}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled' });
  });

  it('lets exactly one of three concurrent moves of a booking with one move left through', async () => {
    const mine = await book();
    const targets = [nextSlot(), nextSlot(), nextSlot()];
    for (const target of [targets[0], mine.slot]) await rescheduleManagedBooking(await manageDependencies(), mine.id, mine.token, target);
    const outcomes = await Promise.allSettled(targets.map(async (target) => rescheduleManagedBooking(await manageDependencies(), mine.id, mine.token, target)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'RESCHEDULE_LIMIT_REACHED' });
    }
    const record = await bookingStore().getBooking(mine.id);
    expect(record).toMatchObject({ rescheduleCount: 3 });
    const held = await Promise.all(targets.map(async (target) => !(await isFree(target))));
    expect(held.filter(Boolean)).toHaveLength(1);
  });

  it('a reschedule and a new booking racing for one slot: exactly one wins, and the loser keeps its slot', async () => {
    for (let round = 0; round < 3; round += 1) {
      const mine = await book();
      const target = nextSlot();
      const [moved, booked] = await Promise.allSettled([
        rescheduleManagedBooking(await manageDependencies(), mine.id, mine.token, target),
        placeBooking(placeBookingDeps(), bookingRequestSchema.parse(bookingBody(target))),
      ]);
      expect([moved.status, booked.status].filter((status) => status === 'fulfilled')).toHaveLength(1);
      const record = await bookingStore().getBooking(mine.id);
      const days = await bookingStore().readDays([target.date, mine.slot.date]);
      const holders = Object.values(days.get(target.date)!.bookings).filter((entry) => entry.time === target.time && entry.status === 'confirmed');
      expect(holders).toHaveLength(1);
      if (moved.status === 'fulfilled') {
        expect(record).toMatchObject({ date: target.date, time: target.time });
        // It left its old slot: gone from the old date, or (a move within one date) at the new time there.
        const left = days.get(mine.slot.date)!.bookings[mine.id];
        if (target.date === mine.slot.date) expect(left).toMatchObject({ time: target.time });
        else expect(left).toBeUndefined();
      } else {
        expect(record).toMatchObject({ date: mine.slot.date, time: mine.slot.time, status: 'confirmed' });
        expect(days.get(mine.slot.date)!.bookings[mine.id]).toMatchObject({ status: 'confirmed' });
      }
      expect(await slotClaim(`${target.date}T${target.time}`)).toMatchObject({ bookingId: holders[0].id });
    }
  });
});
