import { describe, expect, it } from 'vitest';
import { contactResponseSchema } from '../../../shared/content/schemas';
import { cloud } from '../../support/cloud';
import { fetchEmails, sentTo, waitForEmails, type StoredEmail } from '../../support/mailbox';
import { fetchFrom, loopbackAddress } from '../../support/client-address';
import { scanAll } from '../hostile/support';
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

  it('asks for a .com website with an example', async () => {
    const { status, body } = await api('/api/contact', { body: { ...form(`${unique('w')}@example.com`), website: 'https://cleanwater.org' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        title: 'Invalid Website',
        message: 'Please enter a valid website ending with .com (e.g., cleanwater.com)',
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
  const postFrom = (client: string, email: string) =>
    fetchFrom(client, `${cloud.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form(email)) });
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
