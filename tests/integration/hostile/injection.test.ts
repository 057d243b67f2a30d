/**
 * Injection through the visitor's own words: script in every text field (inert in the e-mails, in what the
 * dashboard reads and in the pages), CR/LF in names and subjects (no extra e-mail headers or recipients), and path
 * traversal in slugs and page paths (no file outside the site, never a 5xx).
 */
import { request } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../../support/cloud';
import { fetchEmails, waitForEmails, type StoredEmail } from '../../support/mailbox';
import { expectClientOutcome, expectErrorShape, freeSlots, scanAll, sendJson, uniqueTag, validBody, publicRoutes, type Slot } from './support';

const route = (path: string) => publicRoutes.find((candidate) => candidate.path === path)!;

/** What a script payload may never look like in HTML we send: a live tag or event handler. */
const LIVE_MARKUP = /<script\b|<img\b[^>]*\bonerror\s*=|<svg\b[^>]*\bonload\s*=|<iframe\b|href\s*=\s*["']?\s*javascript:/i;

const payloads = (tag: string) => ({
  script: `<script>alert('${tag}')</script>`,
  image: `"><img src=x onerror=alert('${tag}')>`,
  svg: `<svg onload=alert('${tag}')>`,
  link: `<a href="javascript:alert('${tag}')">${tag}</a>`,
});

function htmlOf(email: StoredEmail): string {
  return email.body.html ?? '';
}

let slots: Slot[] = [];
beforeAll(async () => {
  slots = await freeSlots();
});

describe('script in every text field', () => {
  it('is inert in the booking e-mails (customer, guest, staff) and stored as plain data', async () => {
    const tag = uniqueTag('xss');
    const { script, image, svg, link } = payloads(tag);
    const base = validBody(route('/api/bookings'), slots.shift(), tag)!;
    const body = { ...base, name: `${script} Ada`, company: image, role: svg, subject: `${link} ${script}`, country: script, guests: [`${tag}-guest@example.com`] };
    const response = await sendJson('POST', '/api/bookings', body);
    expect(response.status, response.text).toBe(201);
    // The public answer carries nothing the visitor typed.
    expect(response.text).not.toContain(tag);
    const emails = await waitForEmails(cloud.sesUrl, (email) => JSON.stringify(email).includes(tag), { count: 3, timeoutMs: 20_000 });
    for (const email of emails) {
      expect(htmlOf(email), `live markup in "${email.subject}"`).not.toMatch(LIVE_MARKUP);
      expect(email.subject).not.toMatch(/[\r\n]/);
    }
    // The escaped text is still there for a person to read.
    expect(emails.some((email) => htmlOf(email).includes('&lt;script&gt;'))).toBe(true);
  });

  it('is inert in the contact e-mails (staff and acknowledgement)', async () => {
    const tag = uniqueTag('xss');
    const { script, image, svg, link } = payloads(tag);
    const base = validBody(route('/api/contact'), undefined, tag)!;
    const body = { ...base, name: script, company: image, role: svg, industry: link, subject: script, message: `${image}\n${link}\n${script}` };
    const response = await sendJson('POST', '/api/contact', body);
    expect(response.status, response.text).toBe(201);
    const emails = await waitForEmails(cloud.sesUrl, (email) => JSON.stringify(email).includes(tag), { count: 2 });
    for (const email of emails) expect(htmlOf(email), `live markup in "${email.subject}"`).not.toMatch(LIVE_MARKUP);
  });

  it('reaches the dashboard only as JSON data, and the pages render visitor or stored text only through the sanitiser', async () => {
    // Staff lists are JSON with nosniff; React renders their strings as text. Raw HTML in the web app is confined
    // to the sanitising components.
    const root = join(process.cwd(), 'web/src');
    const rawHtml: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && readFileSync(path, 'utf8').includes('dangerouslySetInnerHTML')) {
          rawHtml.push(relative(root, path));
        }
      }
    };
    walk(root);
    const sanitising: Record<string, RegExp> = {
      'ui/SafeHtml.tsx': /__html:\s*sanitizeHtml\(/,
      'features/chat/MessageBubble.tsx': /fromVisitor \? '' : renderChatMarkdown\(/,
      // HTML the prerenderer sanitised at build time (ui/safe-html-server.ts, prerenderedHtml), for the record's text it was made from.
      'app/prerendered-html.tsx': /prerendered\?\.of === stableHash\(source\)\) return <Tag className=\{className\} dangerouslySetInnerHTML=\{\{ __html: prerendered\.html \}\} \/>/,
    };
    for (const file of rawHtml) {
      expect(Object.keys(sanitising), `${file} sets raw HTML outside the sanitising components`).toContain(file);
      expect(readFileSync(join(root, file), 'utf8')).toMatch(sanitising[file]);
    }
    const health = await fetch(`${cloud.baseUrl}/api/health`);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CR/LF in names and subjects', () => {
  it('adds no e-mail header or recipient from a booking', async () => {
    const tag = uniqueTag('crlf');
    const injected = `${tag}@evil.example`;
    const base = validBody(route('/api/bookings'), slots.shift(), tag)!;
    const body = {
      ...base,
      name: `Ada\r\nBcc: ${injected}\r\nX-Injected: yes`,
      subject: `Hello\r\nBcc: ${injected}\nContent-Type: text/html\r\n\r\n<b>body</b>`,
      company: `Engines\rCc: ${injected}`,
    };
    const response = await sendJson('POST', '/api/bookings', body);
    expectClientOutcome(response, 'booking with CR/LF');
    if (response.status === 201) await waitForEmails(cloud.sesUrl, (email) => JSON.stringify(email).includes(tag), { count: 2, timeoutMs: 20_000 });
    await expectNoInjectedMail(tag, injected);
  });

  it('adds no e-mail header or recipient from the contact form', async () => {
    const tag = uniqueTag('crlf');
    const injected = `${tag}@evil.example`;
    const base = validBody(route('/api/contact'), undefined, tag)!;
    const body = { ...base, name: `Ada\r\nBcc: ${injected}`, subject: `Hi\r\nBcc: ${injected}\r\nX-Injected: yes`, company: `E\nCc: ${injected}` };
    const response = await sendJson('POST', '/api/contact', body);
    expectClientOutcome(response, 'contact with CR/LF');
    if (response.status === 201) await waitForEmails(cloud.sesUrl, (email) => JSON.stringify(email).includes(tag), { count: 2 });
    await expectNoInjectedMail(tag, injected);
  });

  it('refuses an e-mail address that carries a header', async () => {
    const tag = uniqueTag('crlf');
    for (const email of [`${tag}@example.com\r\nBcc: ${tag}@evil.example`, `${tag}@example.com\nCc:${tag}@evil.example`, `"${tag}\r\n"@example.com`]) {
      const booking = await sendJson('POST', '/api/bookings', { ...validBody(route('/api/bookings'), slots[0], tag), email });
      expectErrorShape(booking, 'booking e-mail with CR/LF', 'VALIDATION_ERROR');
      for (const path of ['/api/contact', '/api/newsletter', '/api/chat']) {
        const response = await sendJson('POST', path, { ...validBody(route(path), undefined, tag), email, userEmail: email });
        expectErrorShape(response, `${path} e-mail with CR/LF`, 'VALIDATION_ERROR');
      }
      const guest = await sendJson('POST', '/api/bookings', { ...validBody(route('/api/bookings'), slots[0], tag), guests: [email] });
      expectErrorShape(guest, 'guest with CR/LF', 'VALIDATION_ERROR');
    }
    await expectNoInjectedMail(tag, `${tag}@evil.example`);
  });
});

async function expectNoInjectedMail(tag: string, injected: string): Promise<void> {
  const emails = (await fetchEmails(cloud.sesUrl)).filter((email) => JSON.stringify(email).includes(tag));
  for (const email of emails) {
    // A display name may quote the visitor's words; the addresses themselves are what must not change.
    const addresses = [...email.destination.to, ...email.destination.cc, ...email.destination.bcc, ...email.replyTo].map((entry) =>
      entry.replace(/"(?:[^"\\]|\\.)*"/g, ''),
    );
    expect(addresses.join(' ')).not.toContain(injected);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.from).not.toMatch(/[\r\n]/);
  }
  // The SES emulator records the raw message's headers in the parsed fields: no X-Injected header anywhere.
  expect(JSON.stringify(emails)).not.toMatch(/"x-injected"/i);
}

describe('path traversal', () => {
  /** Sends the path exactly as written (fetch would normalise the dots away). */
  function rawGet(path: string): Promise<{ status: number; body: string; type: string }> {
    const { hostname, port } = new URL(cloud.baseUrl);
    return new Promise((resolve, reject) => {
      const req = request({ hostname, port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type'] ?? '') }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  const secrets = [/"name":\s*"agency-site"/, /root:x:0:0/, /BOOKING_TOKEN_SECRET/, /"seeded"\s*:/, /compilerOptions/, /\[core\]/];
  const traversals = [
    '../../../../etc/passwd',
    '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '..%252F..%252Fpackage.json',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..\\..\\package.json',
    '....//....//package.json',
    '%c0%ae%c0%ae%2fpackage.json',
    '..%00/package.json',
  ];

  it('never serves a file outside the site from an API slug', async () => {
    for (const template of ['/api/projects/', '/api/posts/', '/api/seo-pages/', '/api/posts/x/related?slug=', '/api/newsletter/confirm?token=']) {
      for (const traversal of traversals) {
        const response = await rawGet(`${template}${traversal}`);
        expect(response.status, `${template}${traversal} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
        for (const secret of secrets) expect(response.body, `${template}${traversal}`).not.toMatch(secret);
        // A path whose dots the URL parser resolves leaves /api and reaches the site (its not-found page).
        if (response.status >= 400 && response.type.startsWith('application/json')) {
          const json = JSON.parse(response.body);
          expect(json.error.code, `${template}${traversal}`).toMatch(/^(NOT_FOUND|VALIDATION_ERROR)$/);
        }
      }
    }
  });

  it('never serves a file outside web/dist from a page path', async () => {
    for (const prefix of ['/', '/assets/', '/projects/', '/insights/']) {
      for (const traversal of [...traversals, '..%2f..%2f.data%2flocal-cloud.json', '../../tsconfig.json', '../../.git/config']) {
        const response = await rawGet(`${prefix}${traversal}`);
        expect(response.status, `${prefix}${traversal}`).toBeLessThan(500);
        for (const secret of secrets) expect(response.body, `${prefix}${traversal}`).not.toMatch(secret);
      }
    }
  });

  it('stores no reaction, view or message under a traversal slug', async () => {
    for (const traversal of traversals.slice(0, 4)) {
      const reaction = await sendJson('POST', `/api/posts/${encodeURIComponent(traversal)}/reactions`, { type: 'like', session: 'session-traversal' });
      expectErrorShape(reaction, `reaction on ${traversal}`);
      const view = await sendJson('POST', `/api/posts/${encodeURIComponent(traversal)}/views`, {});
      expectErrorShape(view, `view on ${traversal}`);
    }
    const interactions = JSON.stringify(await scanAll('blog_interactions'));
    expect(interactions).not.toContain('session-traversal');
  });
});
