import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/admin/audit-log';
import type { AdminBooking, NoShowSender } from '../../../shared/admin/schemas';
import type { SlotDto } from '../../../shared/booking/schemas';
import type { ErrorBody } from '../../../shared/errors';
import { cloud } from '../../support/cloud';
import { pastBookingRecord } from '../../support/past-booking';
import { ADA } from '../../support/visitor';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { bookingBody, getAvailability, parseIcs, putBookingItem, slotClaim, uniqueEmail } from '../booking/helpers';
import { api, staffTokens, type StaffTokens } from './staff-users';

/*
 * The staff's booking operations through the gateway: the Cognito token and the role, the answers' codes, and the
 * real transactions and outbox behind them. The rules themselves are unit-tested (lambdas/admin/booking-operations.test.ts).
 */

let tokens: StaffTokens;
let slots: SlotDto[];

/**
 * The first two slots of the 6th and 7th bookable dates: the booking API tests take those dates' middle slot, the
 * other files other dates.
 */
beforeAll(async () => {
  tokens = await staffTokens();
  const { slots: offered } = await getAvailability();
  const dates = [...new Set(offered.map((slot) => slot.date))].sort().slice(5, 7);
  slots = dates.flatMap((date) => offered.filter((slot) => slot.date === date).slice(0, 2));
});

const post = (path: string, token: string | undefined, body: unknown) => api(path, { method: 'POST', token, body });
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

async function staffBooking(slot: SlotDto, overrides: Parameters<typeof bookingBody>[1] = {}): Promise<AdminBooking> {
  const response = await post('/api/admin/bookings', tokens.editor, bookingBody(slot, overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { booking: AdminBooking }).booking;
}

describe('booking for a client', () => {
  it('needs a token and a role that may change the calendar, validates the body and books through the booking transaction', async () => {
    const [slot] = slots;
    const body = bookingBody(slot, { company: 'Staffops Integration Ltd' });
    expect((await post('/api/admin/bookings', undefined, body)).status).toBe(401);
    const viewer = await post('/api/admin/bookings', tokens.viewer, body);
    expect(viewer.status).toBe(403);
    expect((await errorOf(viewer)).code).toBe('FORBIDDEN');
    const invalid = await post('/api/admin/bookings', tokens.editor, { ...body, email: 'not an address' });
    expect(invalid.status).toBe(400);
    expect(await errorOf(invalid)).toMatchObject({ code: 'VALIDATION_ERROR', fields: { email: expect.any(String) } });

    const booking = await staffBooking(slot, { email: body.email, company: 'Staffops Integration Ltd' });
    expect(booking).toMatchObject({ date: slot.date, time: slot.time, status: 'confirmed', bookedBy: 'editor@example.com', email: body.email });
    expect((await slotClaim(`${slot.date}T${slot.time}`))?.bookingId).toBe(booking.id);
    const [confirmation] = await waitForEmails(cloud.sesUrl, (mail) => sentTo(body.email)(mail) && mail.subject.startsWith('Consultation confirmed'));
    expect(parseIcs(Buffer.from(confirmation.attachments[0].content, 'base64').toString('utf8')).event.UID).toBe(`${booking.id}@northstar.agency`);

    const taken = await post('/api/admin/bookings', tokens.admin, bookingBody(slot));
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe('DUPLICATE_BOOKING');

    // The search finds it by company, and only it.
    const found = await api(`/api/admin/bookings?from=${slot.date}&to=${slot.date}&q=${encodeURIComponent('staffops integration')}`, { token: tokens.viewer });
    expect(((await found.json()) as { bookings: AdminBooking[] }).bookings.map((entry) => entry.id)).toEqual([booking.id]);
    expect((await api(`/api/admin/bookings?from=${slot.date}&to=${slot.date}&q=${'x'.repeat(101)}`, { token: tokens.viewer })).status).toBe(400);
  });
});

describe('moving a booking', () => {
  it('moves it in one transaction, mails the updated invitation, and does not count as the visitor’s move', async () => {
    const [, from, to] = slots;
    const booking = await staffBooking(from);
    const path = `/api/admin/bookings/${booking.id}/reschedule`;
    expect((await post(path, undefined, { date: to.date, time: to.time })).status).toBe(401);
    expect((await post(path, tokens.viewer, { date: to.date, time: to.time })).status).toBe(403);
    expect((await post(path, tokens.editor, { date: 'someday', time: to.time })).status).toBe(400);
    expect((await post('/api/admin/bookings/b-20991231-00000000-0000-4000-8000-000000000000/reschedule', tokens.editor, { date: to.date, time: to.time })).status).toBe(404);

    const response = await post(path, tokens.editor, { date: to.date, time: to.time });
    expect(response.status).toBe(200);
    const moved = ((await response.json()) as { booking: AdminBooking }).booking;
    expect(moved).toMatchObject({ id: booking.id, date: to.date, time: to.time, start: to.start });
    expect(moved.rescheduleCount).toBeUndefined();
    expect((await slotClaim(`${to.date}T${to.time}`))?.bookingId).toBe(booking.id);
    expect(await slotClaim(`${from.date}T${from.time}`)).toBeUndefined();
    await waitForEmails(cloud.sesUrl, (mail) => sentTo(booking.email)(mail) && mail.subject.startsWith('Consultation moved'));

    const audit = (await (await api('/api/admin/audit-log', { token: tokens.admin })).json()) as { entries: AuditEntry[] };
    const entry = audit.entries.find((candidate) => candidate.action === 'booking.rescheduled' && candidate.target === booking.id);
    expect(entry?.details?.summary).toMatch(/^Moved .+'s meeting from .+ to .+\.$/);
  });
});

describe('marking attendance', () => {
  it('refuses a meeting still ahead, marks a past one a no-show in one transaction and lists the address', async () => {
    const future = await staffBooking(slots[3]);
    const early = await post(`/api/admin/bookings/${future.id}/attendance`, tokens.editor, { attendance: 'no-show' });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatchObject({ code: 'CONFLICT', title: 'Meeting Not Held Yet' });

    // Two days ago (no API books the past): its BOOKING item as the booking transaction leaves it.
    const email = uniqueEmail('no-show');
    const past = pastBookingRecord({ ...ADA, email }, { daysAgo: 2, time: '10:00', zone: 'Africa/Cairo' });
    await putBookingItem(past);
    const path = `/api/admin/bookings/${past.id}/attendance`;
    expect((await post(path, undefined, { attendance: 'no-show' })).status).toBe(401);
    expect((await post(path, tokens.viewer, { attendance: 'no-show' })).status).toBe(403);
    expect((await post(path, tokens.editor, { attendance: 'late' })).status).toBe(400);

    const marked = await post(path, tokens.editor, { attendance: 'no-show' });
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as { booking: AdminBooking }).booking).toMatchObject({ attendance: 'no-show', attendanceMarkedBy: 'editor@example.com' });
    const senders = async () => ((await (await api('/api/admin/booking-no-shows', { token: tokens.viewer })).json()) as { senders: NoShowSender[] }).senders;
    expect((await senders()).find((sender) => sender.email === email)).toEqual({ email, noShows: 1, lastNoShowAt: past.end });

    expect((await post(path, tokens.admin, { attendance: 'attended' })).status).toBe(200);
    expect((await senders()).some((sender) => sender.email === email)).toBe(false);
    const audit = (await (await api('/api/admin/audit-log', { token: tokens.admin })).json()) as { entries: AuditEntry[] };
    expect(audit.entries.filter((entry) => entry.target === past.id).map((entry) => entry.details?.attendance)).toEqual(['attended', 'no-show']);
  });
});
