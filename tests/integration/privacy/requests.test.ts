import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBooking } from '../../../shared/admin/schemas';
import { chatLimits } from '../../../shared/chat/constants';
import { PRIVACY_RESPONSE_DAYS, linkToken } from '../../../shared/privacy/rules';
import type { PrivacyConfirmResponse, PrivacyRequestsResponse } from '../../../shared/privacy/schemas';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { ConversationStore } from '../../../lambdas/chat/conversation-store';
import { ContactMessageStore } from '../../../lambdas/contact/contact-message-store';
import { SubscriberStore } from '../../../lambdas/newsletter/subscriber-store';
import { addressHash, tokenHash } from '../../../lambdas/privacy/address-hash';
import { PrivacyRequestStore } from '../../../lambdas/privacy/request-store';
import { cloud } from '../../support/cloud';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { bookingBody, bookingStore, getAvailability, postBooking, uniqueEmail } from '../booking/helpers';
import { api, staffTokens, type StaffTokens } from '../admin/staff-users';
import { eventually, freeSlotsMidHorizon, postFrom, requestEmailsTo, requestLinkToken } from './helpers';

const contact = () => new ContactMessageStore(dynamo(), tableName('contact_messages'));
const conversations = () => new ConversationStore(dynamo(), tableName('chat_conversations'), chatLimits.retentionDays);
const subscribers = () => new SubscriberStore(dynamo(), tableName('newsletter_subscribers'));
const requests = () => new PrivacyRequestStore(dynamo(), tableName('privacy_requests'));

let tokens: StaffTokens;
beforeAll(async () => {
  tokens = await staffTokens();
});

/** An address with a booking (and a guest), a contact message, a chat conversation and a newsletter row. */
async function visitorWithData(slot: { date: string; time: string }) {
  const local = `privacy-${randomUUID().slice(0, 8)}`;
  const email = `${local}@example.com`;
  const guest = uniqueEmail('privacy-guest');
  const booked = await postBooking(bookingBody(slot, { email, guests: [guest], name: 'Nadia Privacy' }));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const bookingId: string = booked.body.booking.id;
  await waitForEmails(cloud.sesUrl, sentTo(email), { timeoutMs: 60_000 });
  const now = new Date().toISOString();
  const messageId = randomUUID();
  await contact().add(
    { id: messageId, created_at: now, name: 'Nadia Privacy', email: `${local}+contact@Example.com`, phone: '501234567', countryCode: '+971', company: 'Acme', role: 'CEO', industry: 'Retail', website: 'acme.com', subject: 'Hello', message: 'A question.' },
    now,
  );
  const conversation = await conversations().start(`session-${local}`, email, new Date());
  await conversations().append(conversation.conversationId, { role: 'user', text: 'Do you build shops?' }, new Date());
  await subscribers().requestSubscription(email, 'I consent', new Date());
  return { email, guest, bookingId, messageId, conversationId: conversation.conversationId };
}

const confirm = (localAddress: string, token: string) => postFrom<PrivacyConfirmResponse & { error?: { code: string; title: string } }>(localAddress, '/api/privacy/requests/confirm', { token });

async function adminBookings(date: string): Promise<AdminBooking[]> {
  const response = await api(`/api/admin/bookings?from=${date}&to=${date}&status=all`, { token: tokens.admin });
  expect(response.status).toBe(200);
  return ((await response.json()) as { bookings: AdminBooking[] }).bookings;
}

/** These flows wait on the outbox (booking and cancellation e-mails), which a busy machine slows down. */
const FLOW_TIMEOUT_MS = 180_000;

describe('personal data requests', () => {
  it('answer every address the same, and e-mail a link only to an address the product holds data about', async () => {
    const unknown = uniqueEmail('privacy-unknown');
    const answer = await postFrom('127.0.31.1', '/api/privacy/requests', { email: unknown, kind: 'export' });
    expect(answer).toMatchObject({ status: 202, body: { status: 'pending' } });

    const [slot] = await freeSlotsMidHorizon(0);
    const { email } = await visitorWithData(slot);
    const known = await postFrom('127.0.31.1', '/api/privacy/requests', { email, kind: 'export' });
    expect(known.status).toBe(202);
    expect(known.body).toEqual(answer.body);
    await requestLinkToken(email);
    expect(await requestEmailsTo(unknown)).toBe(0);
  }, FLOW_TIMEOUT_MS);

  it('export everything held about the address, once per link, after a plain GET of the link changed nothing', async () => {
    const [slot] = await freeSlotsMidHorizon(1);
    const visitor = await visitorWithData(slot);
    // Matched as the booking limit matches addresses: ignoring case and a +tag.
    const typed = visitor.email.replace('@', '+me@').toUpperCase();
    expect((await postFrom('127.0.31.2', '/api/privacy/requests', { email: typed, kind: 'export' })).status).toBe(202);
    const token = await requestLinkToken(typed);
    expect(token.startsWith('export.')).toBe(true);

    const page = await fetch(`${cloud.baseUrl}/privacy/request?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(visitor.email);

    const done = await confirm('127.0.31.2', token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.status).toBe('done');
    const exported = done.body.export!;
    expect(exported.bookings.map((booking) => booking.id)).toEqual([visitor.bookingId]);
    expect(exported.bookings[0]).toMatchObject({ email: visitor.email, name: 'Nadia Privacy', guests: [visitor.guest] });
    expect(exported.contactMessages.map((message) => message.id)).toEqual([visitor.messageId]);
    expect(exported.chatConversations).toEqual([expect.objectContaining({ conversationId: visitor.conversationId, messages: [expect.objectContaining({ text: 'Do you build shops?' })] })]);
    expect(exported.newsletter).toMatchObject({ email: visitor.email, status: 'pending' });

    const again = await confirm('127.0.31.2', token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', title: 'Link Expired' } });
  }, FLOW_TIMEOUT_MS);

  it('refuse an expired link and an unknown one as Link Expired', async () => {
    const token = linkToken('erase', randomUUID());
    const receivedAt = new Date(Date.now() - 25 * 3600 * 1000).toISOString();
    await requests().create(
      { id: randomUUID(), kind: 'erase', email: uniqueEmail('privacy-expired'), emailHash: 'sha256:x', receivedAt, deadline: receivedAt, linkExpiresAt: new Date(Date.now() - 3600 * 1000).toISOString() },
      { hash: tokenHash(token), expiresAt: Math.floor(Date.now() / 1000) - 3600 },
      Math.floor(Date.now() / 1000) + 3600,
    );
    for (const tried of [token, 'erase.not-a-token']) {
      const answer = await confirm('127.0.31.3', tried);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', title: 'Link Expired' });
    }
  }, FLOW_TIMEOUT_MS);

  it('erase: upcoming bookings are cancelled with the usual e-mails, the slot is offered again, and no staff list shows the address', async () => {
    const [slot] = await freeSlotsMidHorizon(2);
    const visitor = await visitorWithData(slot);
    expect((await postFrom('127.0.31.4', '/api/privacy/requests', { email: visitor.email, kind: 'erase' })).status).toBe(202);
    const token = await requestLinkToken(visitor.email);
    expect(token.startsWith('erase.')).toBe(true);

    const done = await confirm('127.0.31.4', token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.erased).toMatchObject({ bookingsCancelled: 1, contactMessagesDeleted: 1, chatConversationsDeleted: 1, newsletterSubscriptionsDeleted: 1 });

    // The usual cancellation e-mails, to the customer and the guest.
    await waitForEmails(cloud.sesUrl, (email) => sentTo(visitor.email)(email) && email.subject.startsWith('Consultation cancelled'), { timeoutMs: 60_000 });
    await waitForEmails(cloud.sesUrl, (email) => sentTo(visitor.guest)(email) && email.subject.startsWith('Consultation cancelled'), { timeoutMs: 60_000 });
    const { slots } = await getAvailability(slot.date, slot.date);
    expect(slots.some((free) => free.time === slot.time)).toBe(true);

    // Once the e-mails went out, the booking keeps its time and status only.
    const listed = await eventually(async () => {
      const row = (await adminBookings(slot.date)).find((booking) => booking.id === visitor.bookingId);
      return row && row.email === '' ? row : undefined;
    });
    expect(listed).toMatchObject({ status: 'cancelled', name: '', email: '', phone: '', guests: [] });
    expect(JSON.stringify(await adminBookings(slot.date))).not.toContain(visitor.email);

    for (const path of ['/api/admin/contact-messages', '/api/admin/newsletter-subscribers', '/api/admin/chat-conversations']) {
      const response = await api(path, { token: tokens.admin });
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain(visitor.email.split('@')[0]);
    }
    expect(await conversations().messages(visitor.conversationId)).toBeUndefined();

    // The request list keeps the request and its deadline, with the address only as its hash.
    const listedRequests = (await (await api('/api/admin/privacy/requests', { token: tokens.admin })).json()) as PrivacyRequestsResponse;
    const mine = listedRequests.requests.filter((request) => request.emailHash === addressHash(visitor.email));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'erase', status: 'completed', completedBy: 'visitor' });
    expect(mine[0].email).toBeUndefined();
    expect(Date.parse(mine[0].deadline) - Date.parse(mine[0].receivedAt)).toBe(PRIVACY_RESPONSE_DAYS * 24 * 3600 * 1000);

    // Nothing is held any more: a new request sends nothing.
    expect((await postFrom('127.0.31.4', '/api/privacy/requests', { email: visitor.email, kind: 'export' })).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await requestEmailsTo(visitor.email)).toBe(1);
  }, FLOW_TIMEOUT_MS);

  it('let an admin erase an address from the dashboard, and say what was erased', async () => {
    const [slot] = await freeSlotsMidHorizon(3);
    const visitor = await visitorWithData(slot);
    const response = await api('/api/admin/privacy/erase', { method: 'POST', token: tokens.admin, body: { email: visitor.email.toUpperCase() } });
    expect(response.status).toBe(200);
    const { erased } = (await response.json()) as { erased: Record<string, number> };
    expect(erased).toMatchObject({ bookingsCancelled: 1, bookingsAnonymised: 1, contactMessagesDeleted: 1, chatConversationsDeleted: 1, newsletterSubscriptionsDeleted: 1 });
    const { slots } = await getAvailability(slot.date, slot.date);
    expect(slots.some((free) => free.time === slot.time)).toBe(true);
    const listedRequests = (await (await api('/api/admin/privacy/requests', { token: tokens.admin })).json()) as PrivacyRequestsResponse;
    expect(listedRequests.requests.find((request) => request.emailHash === addressHash(visitor.email))).toMatchObject({ kind: 'erase', status: 'completed', completedBy: 'admin@example.com' });
    await eventually(async () => (await bookingStore().getBooking(visitor.bookingId))?.anonymisedAt);
  }, FLOW_TIMEOUT_MS);

  it('limit requests per client address and per e-mail address', async () => {
    const email = uniqueEmail('privacy-limit');
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await postFrom(`127.0.32.${attempt + 1}`, '/api/privacy/requests', { email, kind: 'export' }));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429]);
    expect(answers[3].body.error.code).toBe('RATE_LIMITED');
    expect(Number(answers[3].retryAfter)).toBeGreaterThan(0);

    const fromOneClient = [];
    for (let attempt = 0; attempt < 6; attempt += 1) fromOneClient.push(await postFrom('127.0.33.1', '/api/privacy/requests', { email: uniqueEmail('privacy-client'), kind: 'erase' }));
    expect(fromOneClient.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 429]);
  }, FLOW_TIMEOUT_MS);

  it('refuse malformed requests with the field at fault', async () => {
    const answer = await postFrom('127.0.31.5', '/api/privacy/requests', { email: 'not-an-address', kind: 'everything' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toEqual(expect.arrayContaining(['email', 'kind']));
  });
});
