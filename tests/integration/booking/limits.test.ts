import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/admin/audit-log';
import type { CancelAddressBookingsResponse, SenderBlocksResponse } from '../../../shared/admin/schemas';
import type { SlotDto } from '../../../shared/booking/schemas';
import { cloud } from '../../support/cloud';
import { fetchEmails, sentTo, waitForEmails } from '../../support/mailbox';
import { api, staffTokens, type StaffTokens } from '../admin/staff-users';
import { bookingBody, expectError, getAvailability, postBooking, resetCalendar } from './helpers';

/*
 * The booking limits on the shared local cloud (its per-client limit is off; client-limit.test.ts checks that one):
 * upcoming bookings per e-mail address, staff blocks of addresses and domains, and staff cancelling every upcoming
 * booking of an address.
 */

let tokens: StaffTokens;
let pool: SlotDto[];

/**
 * Free slots of three dates counted back from the end of the horizon, handed out one at a time: the booking API
 * tests fill dates from the start (offered dates shift as they fill), the staff tests take the last three and the
 * transaction tests the two before these.
 */
async function freeSlots(count: number): Promise<SlotDto[]> {
  if (!pool) {
    const { slots } = await getAvailability();
    const dates = [...new Set(slots.map((slot) => slot.date))].sort();
    const middle = new Set(dates.slice(-9, -6));
    pool = slots.filter((slot) => middle.has(slot.date));
  }
  expect(pool.length).toBeGreaterThanOrEqual(count);
  return pool.splice(0, count);
}

const domain = () => `limits-${randomUUID().slice(0, 8)}.example.com`;

beforeAll(async () => {
  await resetCalendar();
  tokens = await staffTokens();
});

describe('upcoming bookings per e-mail address', () => {
  it('refuses a third upcoming booking of one address, whatever its case or +tag, with the contract error', async () => {
    const site = domain();
    const [first, second, third] = await freeSlots(3);
    expect((await postBooking(bookingBody(first, { email: `ada@${site}` }))).status).toBe(201);
    expect((await postBooking(bookingBody(second, { email: `ADA+work@${site.toUpperCase()}` }))).status).toBe(201);
    const refused = await postBooking(bookingBody(third, { email: `Ada+third@${site}` }));
    expectError(refused, 'BOOKING_LIMIT_REACHED');
    expect(refused.body.error).toEqual({
      code: 'BOOKING_LIMIT_REACHED',
      title: 'Booking Limit Reached',
      message: 'You already have upcoming consultations with us. Please use the link in your confirmation e-mail to manage them.',
    });
    // The refused request left the slot free and stored nothing.
    const { slots } = await getAvailability(third.date, third.date);
    expect(slots.map((slot) => slot.time)).toContain(third.time);
  });

  it('lets exactly two of 20 concurrent requests from one address book, each for a different slot', async () => {
    const site = domain();
    const slots = await freeSlots(20);
    const answers = await Promise.all(slots.map((slot, index) => postBooking(bookingBody(slot, { email: `crowd+${index}@${site}` }))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => answer.body.error.code === 'BOOKING_LIMIT_REACHED')).toBe(true);
  });

  it('frees a place when a booking is cancelled', async () => {
    const email = `free@${domain()}`;
    const [first, second, third] = await freeSlots(3);
    const booked = await postBooking(bookingBody(first, { email }));
    expect((await postBooking(bookingBody(second, { email }))).status).toBe(201);
    expectError(await postBooking(bookingBody(third, { email })), 'BOOKING_LIMIT_REACHED');
    expect((await api(`/api/admin/bookings/${booked.body.booking.id}/cancel`, { method: 'POST', token: tokens.editor, body: {} })).status).toBe(200);
    expect((await postBooking(bookingBody(third, { email }))).status).toBe(201);
  });
});

describe('staff blocks', () => {
  it('give a blocked address or domain the address limit’s answer, are listed and audited, and can be lifted', async () => {
    const site = domain();
    const address = `blocked@${domain()}`;
    const [first, second, third] = await freeSlots(3);
    expect((await api('/api/admin/booking-blocks', { method: 'POST', token: tokens.editor, body: { target: address } })).status).toBe(201);
    const domainBlock = await api('/api/admin/booking-blocks', { method: 'POST', token: tokens.admin, body: { target: `@${site}` } });
    expect(domainBlock.status).toBe(201);
    expect(await domainBlock.json()).toMatchObject({ block: { kind: 'domain', value: site, by: 'admin@example.com' } });

    expectError(await postBooking(bookingBody(first, { email: address.replace('blocked@', 'Blocked+x@') })), 'BOOKING_LIMIT_REACHED');
    expectError(await postBooking(bookingBody(first, { email: `anyone@${site}` })), 'BOOKING_LIMIT_REACHED');

    const listed = (await (await api('/api/admin/booking-blocks', { token: tokens.viewer })).json()) as SenderBlocksResponse;
    expect(listed.blocks).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'address', value: address }), expect.objectContaining({ kind: 'domain', value: site })]));

    expect((await api(`/api/admin/booking-blocks/${encodeURIComponent(site)}`, { method: 'DELETE', token: tokens.editor })).status).toBe(204);
    expect((await api(`/api/admin/booking-blocks/${encodeURIComponent(site)}`, { method: 'DELETE', token: tokens.editor })).status).toBe(404);
    expect((await postBooking(bookingBody(second, { email: `anyone@${site}` }))).status).toBe(201);
    expect((await api(`/api/admin/booking-blocks/${encodeURIComponent(address)}`, { method: 'DELETE', token: tokens.editor })).status).toBe(204);
    expect((await postBooking(bookingBody(third, { email: address }))).status).toBe(201);

    const audit = (await (await api('/api/admin/audit-log', { token: tokens.admin })).json()) as { entries: AuditEntry[] };
    const actions = audit.entries.filter((entry) => entry.target === `domain:${site}` || entry.target === `address:${address}`).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['booking_sender.blocked', 'booking_sender.unblocked']));
  });

  it('refuse a blocked address or domain as a guest too, subdomains included, naming the guest; the customer of a subdomain too', async () => {
    const site = domain();
    const blockedGuest = `guest@${domain()}`;
    const [slot, later] = await freeSlots(2);
    expect((await api('/api/admin/booking-blocks', { method: 'POST', token: tokens.editor, body: { target: `@${site}` } })).status).toBe(201);
    expect((await api('/api/admin/booking-blocks', { method: 'POST', token: tokens.editor, body: { target: blockedGuest } })).status).toBe(201);
    const customer = `host-${randomUUID().slice(0, 8)}@example.com`;

    const refused = await postBooking(bookingBody(slot, { email: customer, guests: ['colleague@example.com', `someone@team.eu.${site}`, blockedGuest.replace('guest@', 'Guest+cc@')] }));
    expectError(refused, 'VALIDATION_ERROR', { fields: ['guests.1', 'guests.2'] });
    expect(Object.keys(refused.body.error.fields)).toEqual(['guests.1', 'guests.2']);
    expect(refused.body.error.fields['guests.1']).toBe(`someone@team.eu.${site} cannot be invited. Please remove this guest.`);
    // The customer of a blocked domain's subdomain gets the address limit's answer, as one of the domain does.
    expectError(await postBooking(bookingBody(slot, { email: `anyone@mail.${site}` })), 'BOOKING_LIMIT_REACHED');

    // Nothing was booked: the slot is still free for the same booking without the blocked guests.
    expect((await postBooking(bookingBody(slot, { email: customer, guests: ['colleague@example.com'] }))).status).toBe(201);
    expect((await api(`/api/admin/booking-blocks/${encodeURIComponent(site)}`, { method: 'DELETE', token: tokens.editor })).status).toBe(204);
    expect((await postBooking(bookingBody(later, { email: `other-${randomUUID().slice(0, 8)}@example.com`, guests: [`someone@team.eu.${site}`] }))).status).toBe(201);
  });

  it('are refused to a viewer and refuse targets that are neither an address nor a domain', async () => {
    expect((await api('/api/admin/booking-blocks', { method: 'POST', token: tokens.viewer, body: { target: 'x@example.com' } })).status).toBe(403);
    const invalid = await api('/api/admin/booking-blocks', { method: 'POST', token: tokens.editor, body: { target: 'not a domain' } });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('target');
    expect((await api('/api/admin/booking-blocks', { method: 'POST', body: { target: 'x@example.com' } })).status).toBe(401);
  });
});

describe('cancelling every upcoming booking of an address', () => {
  it('cancels each once, e-mails each cancellation once, frees the slots and is audited', async () => {
    const email = `many@${domain()}`;
    const slots = await freeSlots(2);
    const ids: string[] = [];
    for (const slot of slots) {
      const response = await postBooking(bookingBody(slot, { email }));
      expect(response.status).toBe(201);
      ids.push(response.body.booking.id);
    }
    await waitForEmails(cloud.sesUrl, sentTo(email), { count: 2 });

    const response = await api('/api/admin/bookings/cancel-by-email', { method: 'POST', token: tokens.editor, body: { email: email.toUpperCase(), reason: 'Abuse' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as CancelAddressBookingsResponse;
    expect(body.cancelled.map((booking) => booking.id).sort()).toEqual([...ids].sort());
    expect(body.cancelled.every((booking) => booking.status === 'cancelled' && booking.cancelReason === 'Abuse')).toBe(true);

    const isCancellation = (mail: { subject: string }) => /cancel/i.test(mail.subject);
    await waitForEmails(cloud.sesUrl, (mail) => sentTo(email)(mail) && isCancellation(mail), { count: 2 });
    // A second call finds nothing left to cancel and sends nothing more.
    const again = (await (await api('/api/admin/bookings/cancel-by-email', { method: 'POST', token: tokens.editor, body: { email } })).json()) as CancelAddressBookingsResponse;
    expect(again.cancelled).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await fetchEmails(cloud.sesUrl)).filter((mail) => sentTo(email)(mail) && isCancellation(mail))).toHaveLength(2);

    for (const slot of slots) {
      const { slots: open } = await getAvailability(slot.date, slot.date);
      expect(open.map((candidate) => candidate.time)).toContain(slot.time);
    }
    const audit = (await (await api('/api/admin/audit-log', { token: tokens.admin })).json()) as { entries: AuditEntry[] };
    expect(audit.entries.find((entry) => entry.action === 'booking_sender.bookings_cancelled' && entry.target === `address:${email}`)).toMatchObject({
      details: { bookings: expect.arrayContaining(ids), reason: 'Abuse' },
    });
    expect((await api('/api/admin/bookings/cancel-by-email', { method: 'POST', token: tokens.viewer, body: { email } })).status).toBe(403);
  });
});
