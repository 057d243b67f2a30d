import { describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterResponseSchema } from '../../../shared/content/schemas';
import { cloud } from '../../support/cloud';
import { fetchEmails, sentTo, waitForEmails, type StoredEmail } from '../../support/mailbox';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { api, unique } from './api';
import { fetchFrom, loopbackAddress } from '../../support/client-address';

const subscriber = async (email: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableName('newsletter_subscribers'), Key: { email } }))).Item;

/** The link after a label in the e-mail's text, as a path on the running site. */
function linkIn(text: string, label: string): string {
  const url = new URL(new RegExp(`${label}: (\\S+)`).exec(text)![1]);
  return `${url.pathname}${url.search}`;
}

const headerOf = (mail: StoredEmail, name: string) => mail.headers?.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;

/** The confirmation e-mail of a new subscription of `email`. */
async function subscribeAndReceive(email: string): Promise<StoredEmail> {
  expect((await api('/api/newsletter', { body: { email, consent: true } })).status).toBe(202);
  const [mail] = await waitForEmails(cloud.sesUrl, sentTo(email));
  return mail;
}

/** What a mail scanner does: opens the link and follows every redirect. */
const open = (path: string) => fetch(`${cloud.baseUrl}${path}`);

const expectInvalidLink = (response: { status: number; body: unknown }) => {
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', title: 'Invalid Link' } });
};

describe('newsletter', () => {
  it('records consent and sends one confirmation for repeated sign-ups', async () => {
    const email = `${unique('reader')}@example.com`;
    const first = await api('/api/newsletter', { body: { email: email.toUpperCase(), consent: true } });
    expect(first.status).toBe(202);
    expect(newsletterResponseSchema.parse(first.body)).toEqual({ status: 'pending' });
    const again = await Promise.all([1, 2, 3].map(() => api('/api/newsletter', { body: { email, consent: true } })));
    expect(again.every((r) => r.status === 202)).toBe(true);

    const [mail] = await waitForEmails(cloud.sesUrl, sentTo(email));
    expect(mail.subject).toContain('confirm your subscription');
    expect(mail.body.html).toContain('Confirm subscription');
    expect((await fetchEmails(cloud.sesUrl)).filter(sentTo(email))).toHaveLength(1);

    const stored = await subscriber(email);
    expect(stored).toMatchObject({ status: 'pending', consent_text: 'I consent to receiving emails for an enhanced experience' });
    expect(stored!.consented_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('changes nothing when the links are opened: the confirm page\'s button confirms, the unsubscribe page\'s unsubscribes', async () => {
    const email = `${unique('reader')}@example.com`;
    const text = (await subscribeAndReceive(email)).body.text!;
    const confirmLink = linkIn(text, 'Confirm your subscription');
    const unsubscribeLink = linkIn(text, 'Unsubscribe');
    expect(confirmLink).toMatch(/^\/newsletter\/confirm\?token=/);
    expect(unsubscribeLink).toMatch(/^\/newsletter\/unsubscribe\?token=/);

    // A scanner opening both links (and the API links of older e-mails) leaves the address pending.
    for (const link of [confirmLink, unsubscribeLink, `/api${confirmLink}`, `/api${unsubscribeLink}`]) expect((await open(link)).status).toBe(200);
    expect((await subscriber(email))!.status).toBe('pending');
    const redirect = await api(`/api${confirmLink}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(new URL(redirect.headers.get('location')!).pathname + new URL(redirect.headers.get('location')!).search).toBe(confirmLink);

    // The page's button sends the link's token.
    const confirmed = await api(`/api${confirmLink}`, { method: 'POST' });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    expect((await subscriber(email))!.status).toBe('confirmed');
    const left = await api(`/api${unsubscribeLink}`, { method: 'POST' });
    expect(left).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
    expect((await subscriber(email))!.status).toBe('unsubscribed');
    // An old confirmation link cannot re-subscribe an address that left.
    expectInvalidLink(await api(`/api${confirmLink}`, { method: 'POST' }));
  });

  it('carries one-click List-Unsubscribe headers, and a POST to that URL unsubscribes at once', async () => {
    const email = `${unique('reader')}@example.com`;
    const mail = await subscribeAndReceive(email);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = headerOf(mail, 'List-Unsubscribe')!;
    const [, target] = /^<([^>]+)>/.exec(listUnsubscribe)!;
    const url = new URL(target);
    expect(`${url.origin}${url.pathname}`).toBe(`${cloud.baseUrl}/api/newsletter/unsubscribe`);

    // What a mail client sends (RFC 8058): a form POST, no cookies, no page.
    const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'unsubscribed' });
    expect((await subscriber(email))!.status).toBe('unsubscribed');
  });

  it('refuses a missing, forged or swapped token with an invalid-link error, and changes nothing', async () => {
    const email = `${unique('reader')}@example.com`;
    const text = (await subscribeAndReceive(email)).body.text!;
    const confirmToken = new URL(linkIn(text, 'Confirm your subscription'), cloud.baseUrl).searchParams.get('token')!;
    expectInvalidLink(await api('/api/newsletter/confirm', { method: 'POST' }));
    expectInvalidLink(await api('/api/newsletter/confirm?token=abc.def', { method: 'POST' }));
    expectInvalidLink(await api('/api/newsletter/unsubscribe?token=', { method: 'POST' }));
    expectInvalidLink(await api(`/api/newsletter/unsubscribe?token=${encodeURIComponent(confirmToken)}`, { method: 'POST' }));
    expect((await subscriber(email))!.status).toBe('pending');
  });

  it('requires consent and a valid address', async () => {
    const noConsent = await api('/api/newsletter', { body: { email: `${unique('n')}@example.com`, consent: false } });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { consent: expect.any(String) } } });
    expect((await api('/api/newsletter', { body: { email: 'nope', consent: true } })).status).toBe(400);
  });
});

describe('newsletter sign-ups per client', () => {
  it('takes 10 an hour from one client, then answers 429 with Retry-After; another client is unaffected', async () => {
    const client = loopbackAddress();
    const signUp = (from: string) =>
      fetchFrom(from, `${cloud.baseUrl}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': loopbackAddress() },
        body: JSON.stringify({ email: `${unique('reader')}@example.com`, consent: true }),
      });
    for (let index = 0; index < 10; index += 1) expect((await signUp(client)).status).toBe(202);
    const limited = await signUp(client);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signUp(loopbackAddress())).status).toBe(202);
  });
});

