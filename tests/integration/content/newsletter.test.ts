import { describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterResponseSchema } from '../../../shared/content/schemas';
import { cloud } from '../../support/cloud';
import { fetchEmails, sentTo, waitForEmails } from '../../support/mailbox';
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

const redirectOf = async (path: string) => {
  const response = await api(path, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!).pathname;
};

describe('newsletter', () => {
  it('records consent, sends one confirmation for repeated sign-ups, and its links confirm and unsubscribe', async () => {
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

    const text = mail.body.text!;
    expect(await redirectOf(linkIn(text, 'Confirm your subscription'))).toBe('/newsletter/confirmed');
    expect((await subscriber(email))!.status).toBe('confirmed');
    expect(await redirectOf(linkIn(text, 'Unsubscribe'))).toBe('/newsletter/unsubscribed');
    expect((await subscriber(email))!.status).toBe('unsubscribed');
    // An old confirmation link cannot re-subscribe an address that left.
    expect(await redirectOf(linkIn(text, 'Confirm your subscription'))).toBe('/newsletter/invalid');
  });

  it('redirects a missing, forged or swapped token to the invalid page', async () => {
    expect(await redirectOf('/api/newsletter/confirm')).toBe('/newsletter/invalid');
    expect(await redirectOf('/api/newsletter/confirm?token=abc.def')).toBe('/newsletter/invalid');
    expect(await redirectOf('/api/newsletter/unsubscribe?token=')).toBe('/newsletter/invalid');
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

