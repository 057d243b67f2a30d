import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SlotDto } from '../../../shared/booking/schemas';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { sendRawEmail } from '../../../lambdas/notifications/email-sender';
import { buildMimeMessage } from '../../../lambdas/notifications/mime';
import { SuppressionStore } from '../../../lambdas/notifications/suppression-store';
import { cloud } from '../../support/cloud';
import { fetchEmails, sentTo, waitForEmails, type StoredEmail } from '../../support/mailbox';
import { bookingBody, byDate, getAvailability, postFrom, sleep, uniqueEmail } from '../booking/helpers';

/*
 * SES's mailbox simulator against the local cloud: the SES emulator accepts a message to a simulator address, then
 * reports its bounce or complaint as SES does, the consumer records it, and no sender mails the address again.
 */

const suppressions = () => new SuppressionStore(dynamo(), tableName('email_suppressions'));

async function suppressionOf(email: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await suppressions().find(email);
    if (found || Date.now() > deadline) return found;
    await sleep(100);
  }
}

/** POST /api/bookings from this file's own loopback address, so its bookings count for a client of its own. */
async function book(body: unknown): Promise<number> {
  return (await postFrom(cloud.baseUrl, '127.0.0.61', '/api/bookings', body)).status;
}

/** A slot on each of two dates at the far end of the horizon, which the other booking tests leave alone. */
async function twoSlotsOfTheirOwnDates(): Promise<[SlotDto, SlotDto]> {
  const dates = [...byDate((await getAvailability()).slots)];
  const [first, second] = dates.slice(-3, -1).map(([, slots]) => slots[slots.length - 2]);
  return [first, second];
}

const receivedSince = (at: number, address: string) => (email: StoredEmail) => email.at >= at && sentTo(address)(email);

describe('bounces and complaints', () => {
  it('mails a bouncing guest of two bookings exactly once, and still mails everyone else', async () => {
    const guest = 'bounce@simulator.amazonses.com';
    // This test owns the address: whatever an earlier run left is lifted first.
    await suppressions().lift(guest);
    const since = Math.floor(Date.now() / 1000);
    const [firstSlot, secondSlot] = await twoSlotsOfTheirOwnDates();
    const [firstCustomer, secondCustomer] = [uniqueEmail('bounce-first'), uniqueEmail('bounce-second')];

    expect(await book(bookingBody(firstSlot, { email: firstCustomer, guests: [guest] }))).toBe(201);
    await waitForEmails(cloud.sesUrl, receivedSince(since, guest));
    // SES accepted it, then reported the bounce: the address is on the list, with SES's reason.
    expect(await suppressionOf(guest)).toMatchObject({ email: guest, reason: 'bounce', detail: expect.stringContaining('550') });

    expect(await book(bookingBody(secondSlot, { email: secondCustomer, guests: [guest] }))).toBe(201);
    await waitForEmails(cloud.sesUrl, sentTo(secondCustomer));
    // The second booking's e-mails all went out once the customer's did (they go together); give a late one a moment.
    await sleep(1000);
    const mails = await fetchEmails(cloud.sesUrl);
    expect(mails.filter(receivedSince(since, guest))).toHaveLength(1);
    expect(mails.filter(sentTo(firstCustomer))).toHaveLength(1);
    expect(mails.filter(sentTo(secondCustomer))).toHaveLength(1);
  });

  it('never mails a complaining address again, through the one sender every e-mail takes', async () => {
    const address = `complaint+${randomUUID().slice(0, 8)}@simulator.amazonses.com`;
    const message = () =>
      buildMimeMessage({ from: 'hello@northstar.agency', to: address, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>', messageId: `${randomUUID()}@northstar.agency` });

    expect(await sendRawEmail(message(), 'hello@northstar.agency', address)).toMatchObject({ status: 'sent', messageId: expect.any(String) });
    expect(await suppressionOf(address)).toMatchObject({ reason: 'complaint' });
    expect(await sendRawEmail(message(), 'hello@northstar.agency', address.toUpperCase())).toEqual({ status: 'suppressed', reason: 'complaint' });
    expect((await fetchEmails(cloud.sesUrl)).filter(sentTo(address))).toHaveLength(1);
  });

  it('records nothing for an address that is delivered', async () => {
    const address = `success+${randomUUID().slice(0, 8)}@simulator.amazonses.com`;
    const message = buildMimeMessage({ from: 'hello@northstar.agency', to: address, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', messageId: `${randomUUID()}@northstar.agency` });
    expect((await sendRawEmail(message, 'hello@northstar.agency', address)).status).toBe('sent');
    expect(await suppressionOf(address, 1500)).toBeUndefined();
  });
});
