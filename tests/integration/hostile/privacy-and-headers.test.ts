/**
 * What the public can read: no route answers another visitor's personal data (e-mail addresses and phone numbers
 * of stored bookings, contact messages, subscribers, chats), the live channel included; and every response of the
 * local gateway carries the security headers CloudFront sets, from the one shared definition.
 */
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../shared/contracts/security-headers';
import { cloud } from '../../support/cloud';
import { freeSlots, loadKnownSlugs, knownSlugs, plusDays, scanAll, send, sendJson, today, uniqueTag, validBody, publicRoutes, type Slot } from './support';

const route = (path: string) => publicRoutes.find((candidate) => candidate.path === path)!;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

const tag = uniqueTag('pii');
const phone = `+20 155 ${String(Date.now()).slice(-7)}`;
const phoneDigits = phone.replace(/\D/g, '');
let booked: Slot;
const liveMessages: string[] = [];

beforeAll(async () => {
  await loadKnownSlugs();
  const slots = await freeSlots();
  booked = slots[0];
  const socket = new WebSocket(cloud.wsUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.on('message', (data) => liveMessages.push(String(data)));
  const booking = await sendJson('POST', '/api/bookings', {
    ...validBody(route('/api/bookings'), booked, tag),
    phone,
    guests: [`${tag}-guest@example.org`],
  });
  expect(booking.status, booking.text).toBe(201);
  expect((await sendJson('POST', '/api/contact', { ...validBody(route('/api/contact'), undefined, `${tag}-contact`), phone: phoneDigits })).status).toBe(201);
  expect((await sendJson('POST', '/api/newsletter', validBody(route('/api/newsletter'), undefined, `${tag}-news`))).status).toBe(202);
  expect((await sendJson('POST', '/api/chat', validBody(route('/api/chat'), undefined, `${tag}-chat`))).status).toBe(200);
  // Waits for this booking's own message: the stream may still be delivering those of bookings made by earlier files.
  for (const deadline = Date.now() + 30_000; !liveMessages.some(announcesOurBooking) && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
  socket.close();
});

/** Whether a realtime message announces this file's booking. */
function announcesOurBooking(message: string): boolean {
  const parsed = JSON.parse(message) as Record<string, unknown>;
  return parsed.type === 'booking.created' && parsed.date === booked.date && parsed.time === booked.time;
}

/** Every e-mail address and long phone number the stores hold about visitors. */
async function personalData(): Promise<{ emails: Set<string>; phones: Set<string> }> {
  const emails = new Set<string>();
  const phones = new Set<string>([phoneDigits]);
  for (const table of ['bookings', 'contact_messages', 'newsletter_subscribers', 'chat_conversations']) {
    for (const item of await scanAll(table)) {
      for (const match of JSON.stringify(item).matchAll(EMAIL)) emails.add(match[0].toLowerCase());
      if (typeof item.phone === 'string' && item.phone.replace(/\D/g, '').length >= 8) phones.add(item.phone.replace(/\D/g, ''));
    }
  }
  // The site's own addresses (SENDER_EMAIL is 'Name <address>'), which the pages show and the assistant quotes.
  for (const fixed of [cloud.env.STAFF_EMAIL, cloud.env.SENDER_EMAIL]) {
    for (const match of String(fixed ?? '').matchAll(EMAIL)) emails.delete(match[0].toLowerCase());
  }
  return { emails, phones };
}

/** A request for every public GET route with parameters that answer real data. */
function publicReads(): string[] {
  const from = today();
  const paths = [
    '/api/health',
    '/api/calendar/settings',
    `/api/availability?from=${from}&to=${plusDays(from, 60)}`,
    `/api/availability?from=${booked.date}&to=${booked.date}`,
    '/api/projects',
    `/api/projects/${knownSlugs.project}`,
    '/api/videos',
    '/api/posts',
    `/api/posts/${knownSlugs.post}`,
    `/api/posts/${knownSlugs.post}/related`,
    `/api/posts/${knownSlugs.post}/views`,
    `/api/posts/${knownSlugs.post}/reactions?session=session-${tag}`,
    '/api/seo-pages/home',
    '/api/newsletter/confirm',
    '/api/newsletter/unsubscribe?token=x',
    // A draft's preview answers only with its signed link.
    '/api/previews?token=forged',
    // A booking's own page answers only with its signed link; a guessed or forged one learns nothing.
    `/api/bookings/b-${booked.date.replaceAll('-', '')}-00000000-0000-4000-8000-000000000000?token=forged`,
    '/',
    '/calendar',
    '/runtime-config.json',
  ];
  // Every public GET route of the table is covered above.
  for (const candidate of publicRoutes.filter((r) => r.method === 'GET')) {
    const pattern = new RegExp(`^${candidate.path.replace(/\{\w+\}/g, '[^/?]+')}(\\?|$)`);
    expect(paths.some((path) => pattern.test(path)), `no read of ${candidate.path}`).toBe(true);
  }
  return paths;
}

describe('public responses', () => {
  it("never contain another visitor's e-mail address or phone number", async () => {
    const { emails, phones } = await personalData();
    expect(emails.has(`${tag}@example.com`)).toBe(true);
    const answers: [string, string][] = [];
    for (const path of publicReads()) answers.push([path, (await send('GET', path)).text]);
    // A visitor who tries the same slot learns only that it is taken.
    const duplicate = await sendJson('POST', '/api/bookings', validBody(route('/api/bookings'), booked, `${tag}-second`));
    expect(duplicate.status).toBe(409);
    answers.push(['POST /api/bookings (taken slot)', duplicate.text]);
    answers.push(...liveMessages.map((message) => ['/realtime message', message] as [string, string]));
    for (const [path, text] of answers) {
      const lower = text.toLowerCase();
      for (const email of emails) expect(lower.includes(email), `${path} contains ${email}`).toBe(false);
      for (const digits of phones) expect(text.replace(/[\s()+-]/g, '').includes(digits), `${path} contains a visitor's phone`).toBe(false);
    }
    const created = liveMessages.find(announcesOurBooking);
    expect(created, liveMessages.join('\n')).toBeDefined();
    expect(Object.keys(JSON.parse(created!) as object).sort()).toEqual(['date', 'time', 'type']);
  });
});

describe('security headers of the local gateway', () => {
  // The local S3 endpoint is where the studio's presigned uploads go (in AWS, the region's S3 endpoint).
  const expected = securityHeaders({ upgradeInsecureRequests: false, uploadOrigins: [cloud.env.AWS_ENDPOINT_URL_S3!] });

  it('match the shared definition CloudFront uses, on pages, assets, API answers and errors', async () => {
    const html = await (await fetch(`${cloud.baseUrl}/`)).text();
    const asset = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    const requests: [string, RequestInit?][] = [
      ['/'],
      ['/calendar'],
      ['/no-such-page'],
      ['/runtime-config.json'],
      ...(asset ? [[asset] as [string]] : []),
      ['/api/health'],
      ['/api/calendar/settings'],
      ['/api/no-such-route'],
      ['/api/projects/does-not-exist'],
      ['/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
      ['/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(20_000) }],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${cloud.baseUrl}${path}`, { redirect: 'manual', ...init });
      await response.arrayBuffer();
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${name} on ${init?.method ?? 'GET'} ${path} (${response.status})`).toBe(value);
      }
    }
  });

  it('differ from the CloudFront policy only by the upgrade directive of plain http', () => {
    // Both allow uploads to their storage's endpoint: the regional S3 endpoint in AWS, the S3 emulator here.
    const production = securityHeaders({ uploadOrigins: [cloud.env.AWS_ENDPOINT_URL_S3!] });
    expect(Object.keys(expected).sort()).toEqual(Object.keys(production).sort());
    for (const name of Object.keys(production)) {
      if (name === 'Content-Security-Policy') expect(`${expected[name]}; upgrade-insecure-requests`).toBe(production[name]);
      else expect(expected[name]).toBe(production[name]);
    }
  });
});
