import { describe, expect, it } from 'vitest';
import { contactResponseSchema } from '../../../shared/content/schemas';
import { cloud } from '../../support/cloud';
import { fetchEmails, sentTo, waitForEmails, type StoredEmail } from '../../support/mailbox';
import { fetchFrom, loopbackAddress } from '../../support/client-address';
import { scanAll } from '../hostile/support';
import { ADMIN, api as staffApi, signIn } from '../admin/staff-users';
import type { ContactMessagesResponse } from '../../../shared/admin/schemas';
import { api, unique } from './api';

const form = (email: string) => ({
  name: 'Amira Fathi',
  email,
  phone: '501234567',
  countryCode: '+971',
  company: 'Clean Water Alliance',
  role: 'Programme Director',
  industry: 'NGOs & Governments',
  website: 'cleanwater.com',
  subject: 'National volunteer campaign',
  message: 'We would like to plan a campaign for the summer <b>season</b>.',
  privacyAccepted: true,
});

/** The contact form sent from `client` (a loopback address of the test's own). */
const postFrom = (client: string, email: string) =>
  fetchFrom(client, `${cloud.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form(email)) });

describe('contact form', () => {
  it('stores the message, notifies staff and acknowledges the visitor', async () => {
    const email = `${unique('visitor')}@example.com`;
    const { status, body } = await api('/api/contact', { body: form(email) });
    expect(status).toBe(201);
    expect(contactResponseSchema.parse(body)).toEqual({ status: 'sent' });

    const [ack] = await waitForEmails(cloud.sesUrl, sentTo(email));
    expect(ack.subject).toContain('We received your message');
    expect(ack.body.text).toContain('Hi Amira Fathi');
    expect(ack.body.html).toContain('National volunteer campaign');

    const [staff] = await waitForEmails(cloud.sesUrl, (mail) => sentTo(cloud.env.STAFF_EMAIL)(mail) && (mail.body.text ?? '').includes(email));
    expect(staff.subject).toBe('New contact message: National volunteer campaign');
    expect(staff.replyTo).toContain(email);
    expect(staff.body.text).toContain('+971 501234567');
    expect(staff.body.html).toContain('&lt;b&gt;season&lt;/b&gt;');
  });

  it('asks for the privacy policy', async () => {
    const { status, body } = await api('/api/contact', { body: { ...form(`${unique('p')}@example.com`), privacyAccepted: false } });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { code: 'VALIDATION_ERROR', title: 'Privacy Policy', message: 'Please accept the Privacy Policy to continue.' },
    });
  });

  it('asks for a web address on a real top-level domain, with an example', async () => {
    const { status, body } = await api('/api/contact', { body: { ...form(`${unique('w')}@example.com`), website: 'https://cleanwater.notatld' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        title: 'Invalid Website',
        message: 'Please enter a valid web address with a real domain ending (e.g., cleanwater.com)',
        fields: { website: expect.any(String) },
      },
    });
  });

  it('requires every field, a valid e-mail and a digits-only phone', async () => {
    const { status, body } = await api<{ error: { fields: Record<string, string> } }>('/api/contact', {
      body: { email: 'not-an-email', phone: '+971 50', privacyAccepted: true },
    });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields).sort()).toEqual(
      ['company', 'email', 'industry', 'message', 'name', 'phone', 'role', 'subject', 'website'].sort(),
    );
    expect((await api('/api/contact', { body: 'nope' })).status).toBe(400);
  });
});

describe('contact acknowledgements', () => {
  const acknowledgements = async (email: string) =>
    (await fetchEmails(cloud.sesUrl)).filter((mail) => sentTo(email)(mail) && mail.subject.includes('We received your message'));
  const staffCopies = (email: string) => (mail: StoredEmail) => sentTo(cloud.env.STAFF_EMAIL)(mail) && (mail.body.text ?? '').includes(email);

  it('reach one address at most 3 times a day, +tags included; later messages are still stored and reach staff', async () => {
    const client = loopbackAddress();
    const tag = unique('ack');
    const addresses = [`${tag}@example.com`, `${tag}+b@example.com`, `${tag.toUpperCase()}@Example.com`, `${tag}+d@example.com`];
    for (const email of addresses) expect((await postFrom(client, email)).status).toBe(201);

    // The acknowledgement is sent beside the staff copy: once the fourth copy is in, every acknowledgement is too.
    await waitForEmails(cloud.sesUrl, staffCopies(`${tag}+d@example.com`));
    expect(await acknowledgements(`${tag}`)).toHaveLength(3);
    const stored = await scanAll('contact_messages');
    expect(stored.filter((item) => String(item.email).toLowerCase().startsWith(tag.toLowerCase()))).toHaveLength(4);
  });

  it('are sent for at most 10 messages a day from one client, whatever addresses they name', async () => {
    const client = loopbackAddress();
    const tag = unique('acks');
    const addresses = Array.from({ length: 11 }, (_, index) => `${tag}-${index}@example.com`);
    for (const email of addresses) expect((await postFrom(client, email)).status).toBe(201);

    await waitForEmails(cloud.sesUrl, staffCopies(addresses[10]));
    const acknowledged = await Promise.all(addresses.map(async (email) => (await acknowledgements(email)).length));
    expect(acknowledged).toEqual([...Array(10).fill(1), 0]);
    // Another client's visitor is still acknowledged.
    const neighbour = `${tag}-neighbour@example.com`;
    expect((await postFrom(loopbackAddress(), neighbour)).status).toBe(201);
    await waitForEmails(cloud.sesUrl, (mail) => sentTo(neighbour)(mail) && mail.subject.includes('We received your message'));
  });
});

describe('the staff inbox', () => {
  const page = async (token: string, query: string) => {
    const response = await staffApi(`/api/admin/contact-messages${query}`, { token });
    return { status: response.status, body: (await response.json()) as ContactMessagesResponse & { error?: { code: string; fields?: Record<string, string> } } };
  };

  it('pages through the messages newest first with an opaque cursor, each message once', async () => {
    const token = await signIn(ADMIN.email, ADMIN.password);
    const client = loopbackAddress();
    const tag = unique('inbox');
    const sent: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const email = `${tag}-${index}@example.com`;
      expect((await postFrom(client, email)).status).toBe(201);
      sent.unshift(email);
    }

    const seen: ContactMessagesResponse['messages'] = [];
    let cursor: string | undefined;
    for (let round = 0; round < 3; round += 1) {
      const { status, body } = await page(token, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      expect(body.messages.length).toBeLessThanOrEqual(2);
      seen.push(...body.messages);
      cursor = body.nextCursor;
      expect(cursor).toBeDefined();
    }
    // The five messages just sent are the newest, in order, each once, across three pages.
    expect(seen.slice(0, 5).map((message) => message.email)).toEqual(sent);
    expect(new Set(seen.map((message) => message.id)).size).toBe(seen.length);
    for (const [index, message] of seen.entries()) if (index > 0) expect(message.created_at <= seen[index - 1].created_at).toBe(true);
    expect(seen[0]).toMatchObject({ name: 'Amira Fathi', subject: 'National volunteer campaign' });

    // Without a limit, one page of 25 at most.
    const first = await page(token, '');
    expect(first.body.messages.length).toBeLessThanOrEqual(25);
    expect(first.body.messages[0].email).toBe(sent[0]);
  });

  it('refuses a cursor it did not give and a limit out of range, naming the field', async () => {
    const token = await signIn(ADMIN.email, ADMIN.password);
    for (const [query, field] of [
      ['?cursor=bm90LWEtY3Vyc29y', 'cursor'],
      ['?cursor=e30', 'cursor'],
      ['?cursor=%7B%7D', 'cursor'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=ten', 'limit'],
    ] as const) {
      const { status, body } = await page(token, query);
      expect(status, query).toBe(400);
      expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: expect.any(String) } });
    }
  });
});

