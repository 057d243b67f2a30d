import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBooking } from '../../../shared/admin/schemas';
import { isOccupying, type SlotDto } from '../../../shared/booking/schemas';
import { cancelBooking } from '../../../lambdas/bookings/cancel-booking';
import { waitForEmails, sentTo } from '../../support/mailbox';
import { cloud } from '../../support/cloud';
import { bookingBody, bookingStore, cancelDeps, getAvailability, parseIcs, postBooking, uniqueEmail } from '../booking/helpers';
import { api, staffTokens, type StaffTokens } from './staff-users';

let tokens: StaffTokens;
let pool: SlotDto[];

/** Free slots of the last full dates of the horizon, handed out one per test (the booking tests use the first ones). */
async function freeSlot(): Promise<SlotDto> {
  if (!pool?.length) {
    const { slots } = await getAvailability();
    const dates = [...new Set(slots.map((slot) => slot.date))].sort();
    const late = new Set(dates.slice(-4, -1));
    pool = slots.filter((slot) => late.has(slot.date)).reverse();
  }
  return pool.shift()!;
}

async function book(slot: SlotDto, guests: string[] = []): Promise<{ id: string; email: string }> {
  const body = bookingBody(slot, { guests });
  const response = await postBooking(body);
  expect(response.status).toBe(201);
  return { id: response.body.booking.id, email: body.email };
}

const cancel = (id: string, token: string, reason?: string) =>
  api(`/api/admin/bookings/${id}/cancel`, { method: 'POST', token, body: reason ? { reason } : {} });

beforeAll(async () => {
  tokens = await staffTokens();
});

describe('cancelling a booking', () => {
  it('frees the slot at once, sends METHOD:CANCEL e-mails, tells realtime clients and is recorded in the audit log', async () => {
    const slot = await freeSlot();
    const guest = uniqueEmail('guest');
    const { id, email } = await book(slot, [guest]);
    await waitForEmails(cloud.sesUrl, sentTo(email));

    const socket = new WebSocket(cloud.wsUrl);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const announced = new Promise<unknown>((resolve) =>
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as { type?: string; date?: string };
        if (message.type === 'booking.cancelled' && message.date === slot.date) resolve(message);
      }),
    );

    const response = await cancel(id, tokens.editor, 'Double-booked by the team');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { booking: AdminBooking; alreadyCancelled: boolean };
    expect(body.alreadyCancelled).toBe(false);
    expect(body.booking).toMatchObject({ id, status: 'cancelled', cancelledBy: 'editor@example.com', cancelReason: 'Double-booked by the team' });

    const { slots } = await getAvailability(slot.date, slot.date);
    expect(slots.some((candidate) => candidate.time === slot.time)).toBe(true);
    expect(await announced).toEqual({ type: 'booking.cancelled', date: slot.date, time: slot.time });
    socket.close();

    for (const address of [email, guest]) {
      const [mail] = await waitForEmails(cloud.sesUrl, (m) => sentTo(address)(m) && m.subject.startsWith('Consultation cancelled'));
      expect(mail.body.text).toContain('Reason: Double-booked by the team');
      const ics = parseIcs(Buffer.from(mail.attachments[0].content, 'base64').toString('utf8'));
      expect(ics.calendar.METHOD).toBe('CANCEL');
      expect(ics.event.UID).toBe(`${id}@northstar.agency`);
      expect(ics.event.SEQUENCE).toBe('1');
      expect(ics.event.STATUS).toBe('CANCELLED');
    }

    // The slot can be booked again right away.
    expect((await postBooking(bookingBody(slot))).status).toBe(201);

    const audit = (await (await api('/api/admin/audit-log', { token: tokens.admin })).json()) as { entries: { action: string; target: string; actorEmail?: string }[] };
    expect(audit.entries).toContainEqual(expect.objectContaining({ action: 'booking.cancelled', target: id, actorEmail: 'editor@example.com' }));
  });

  it('is idempotent: a second cancel changes nothing and sends nothing more', async () => {
    const slot = await freeSlot();
    const { id, email } = await book(slot);
    expect((await cancel(id, tokens.admin)).status).toBe(200);
    await waitForEmails(cloud.sesUrl, (m) => sentTo(email)(m) && m.subject.startsWith('Consultation cancelled'));
    const again = await cancel(id, tokens.admin);
    expect(((await again.json()) as { alreadyCancelled: boolean }).alreadyCancelled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mails = await waitForEmails(cloud.sesUrl, (m) => sentTo(email)(m) && m.subject.startsWith('Consultation cancelled'));
    expect(mails).toHaveLength(1);
  });

  it('answers 404 for unknown or malformed ids and 400 for an overlong reason', async () => {
    expect((await cancel('b-20991231-00000000-0000-4000-8000-000000000000', tokens.admin)).status).toBe(404);
    expect((await cancel('not-a-booking', tokens.admin)).status).toBe(404);
    const slot = await freeSlot();
    const { id } = await book(slot);
    const response = await cancel(id, tokens.admin, 'x'.repeat(501));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('reason');
  });

  it('keeps at most one occupying booking per slot while a cancel races new bookings of its slot', async () => {
    const slot = await freeSlot();
    const { id } = await book(slot);
    const [cancelled, ...attempts] = await Promise.all([
      cancelBooking(cancelDeps(), { bookingId: id, actor: 'race-test' }),
      ...Array.from({ length: 10 }, () => postBooking(bookingBody(slot))),
    ]);
    expect(cancelled.booking.status).toBe('cancelled');
    const day = (await bookingStore().readDays([slot.date])).get(slot.date)!;
    const occupying = Object.values(day.bookings).filter((entry) => entry.time === slot.time && isOccupying(entry.status));
    expect(occupying.length).toBeLessThanOrEqual(1);
    expect(attempts.filter((attempt) => attempt.status === 201).length).toBe(occupying.length);
    expect(attempts.every((attempt) => attempt.status === 201 || attempt.status === 409)).toBe(true);
  });

  it('lists bookings by range and status with the visitor details', async () => {
    const slot = await freeSlot();
    const { id, email } = await book(slot, ['guest.list@example.com']);
    const list = async (status: string) =>
      ((await (await api(`/api/admin/bookings?from=${slot.date}&to=${slot.date}&status=${status}`, { token: tokens.viewer })).json()) as { bookings: AdminBooking[] }).bookings;
    expect((await list('confirmed')).find((booking) => booking.id === id)).toMatchObject({ email, guests: ['guest.list@example.com'], status: 'confirmed' });
    await cancel(id, tokens.admin);
    expect((await list('confirmed')).some((booking) => booking.id === id)).toBe(false);
    expect((await list('cancelled')).some((booking) => booking.id === id)).toBe(true);
    const invalid = await api(`/api/admin/bookings?from=${slot.date}&to=2020-01-01`, { token: tokens.viewer });
    expect(invalid.status).toBe(400);
  });
});
