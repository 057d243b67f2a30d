/**
 * Malformed requests on every public write route: oversized bodies, wrong content types, deeply nested JSON,
 * invalid UTF-8 and prototype-pollution keys. Each is a 4xx in the contract's error shape and stores nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { edgeHttpEvent } from '../../support/events';
import { MAX_BODY_BYTES } from '../../../lambdas/lib/http';
import { handlerExport } from '../../../shared/contracts/routes/types';
import {
  concretePath,
  countItems,
  expectClientOutcome,
  expectErrorShape,
  freeSlots,
  loadKnownSlugs,
  publicRoutes,
  scanAll,
  send,
  sendJson,
  uniqueTag,
  validBody,
  writtenTables,
  type Slot,
} from './support';

const writeRoutes = publicRoutes.filter((route) => route.method !== 'GET');
let slots: Slot[] = [];

beforeAll(async () => {
  await loadKnownSlugs();
  slots = await freeSlots();
});

/** Sends a request and checks it was refused with `status` and stored nothing. */
async function expectRefused(
  route: (typeof writeRoutes)[number],
  body: string | Uint8Array,
  headers: Record<string, string>,
  statuses: number[],
  label: string,
): Promise<void> {
  const tables = writtenTables(route);
  const before = await countItems(tables);
  const response = await send(route.method, concretePath(route), { body, headers });
  const context = `${label}: ${route.method} ${route.path}`;
  expect(statuses, `${context} → ${response.status} ${response.text.slice(0, 200)}`).toContain(response.status);
  expectErrorShape(response, context);
  expect(await countItems(tables), `stored by ${context}`).toEqual(before);
}

describe.each(writeRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
  const json = { 'content-type': 'application/json' };
  // A route behind a signed link checks the link before it reads the body: without one it refuses with 403.
  const malformed = route.path.startsWith('/api/bookings/{id}') ? [400, 403] : [400];
  const body = () => validBody(route, slots.pop(), uniqueTag('malformed')) ?? {};

  it('refuses a body over the limit with 413 (and one over the gateway limit too)', async () => {
    const padded = JSON.stringify({ ...body(), padding: 'x'.repeat(MAX_BODY_BYTES + 10) });
    await expectRefused(route, padded, json, [413], 'oversized body');
    // Over API Gateway's 10 MB: the gateway refuses it before any handler.
    await expectRefused(route, new Uint8Array(10 * 1024 * 1024 + 1).fill(0x20), json, [413], 'body over 10 MB');
  });

  it('refuses bodies that are not JSON by content type', async () => {
    const text = JSON.stringify(body());
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/jsonp']) {
      // Routes without a body schema (a view count) accept any body: they must not fail either way.
      const response = await send(route.method, concretePath(route), { body: text, headers: { 'content-type': contentType } });
      expectClientOutcome(response, `${contentType}: ${route.path}`);
      if (route.path !== '/api/posts/{slug}/views') expect(malformed, `${contentType}: ${route.path}`).toContain(response.status);
    }
    if (route.path !== '/api/posts/{slug}/views') await expectRefused(route, text, {}, malformed, 'no content type');
  });

  it('refuses deeply nested JSON', async () => {
    // A view count takes no body and ignores one (within the size limit).
    if (route.path === '/api/posts/{slug}/views') return;
    const depth = 5000;
    await expectRefused(route, `${'['.repeat(depth)}${']'.repeat(depth)}`, json, malformed, 'nested arrays');
    const nestedObject = `${'{"a":'.repeat(2500)}1${'}'.repeat(2500)}`;
    await expectRefused(route, nestedObject, json, malformed, 'nested objects');
    {
      const valid = body();
      // The last duplicate key wins in JSON.parse: the first field becomes a deeply nested array.
      const nestedField = JSON.stringify(valid).replace(/\}$/, `,${JSON.stringify(Object.keys(valid)[0])}:${'['.repeat(3000)}${']'.repeat(3000)}}`);
      await expectRefused(route, nestedField, json, malformed, 'nested field');
    }
  });

  it('refuses invalid UTF-8', async () => {
    if (route.path === '/api/posts/{slug}/views') return;
    const valid = Buffer.from(JSON.stringify(body()));
    for (const bad of [[0xc3, 0x28], [0xff, 0xfe], [0xed, 0xa0, 0x80], [0xf0, 0x28, 0x8c, 0x28]]) {
      const bytes = Buffer.concat([valid.subarray(0, 10), Buffer.from(bad), valid.subarray(10)]);
      await expectRefused(route, bytes, json, malformed, `invalid UTF-8 ${Buffer.from(bad).toString('hex')}`);
    }
  });

  it('never lets __proto__ or constructor keys reach the stored data or the prototype', async () => {
    const base = body();
    const payloads = [
      `{"__proto__": {"polluted": "yes", "status": "admin"}, ${JSON.stringify(base).slice(1)}`,
      `{"constructor": {"prototype": {"polluted": "yes"}}, ${JSON.stringify(base).slice(1)}`,
      JSON.stringify({ ...base }).replace(/"([a-zA-Z]+)":/, '"__proto__": {"polluted": "yes"}, "$1":'),
    ];
    for (const payload of payloads) {
      const response = await send(route.method, concretePath(route), { body: payload, headers: json });
      expectClientOutcome(response, `pollution: ${route.path}`);
      expect(response.text).not.toContain('polluted');
    }
    // The same bodies handed to the handler in this process leave Object.prototype alone.
    const { module, exportName } = handlerExport(route.handler);
    const handler = ((await import(`../../../${module}`)) as Record<string, (event: unknown) => Promise<{ statusCode: number }>>)[exportName];
    for (const payload of payloads) {
      const result = await handler(
        await edgeHttpEvent({
          method: route.method,
          path: concretePath(route),
          routePath: route.path,
          body: payload,
          headers: json,
          pathParameters: route.path.includes('{slug}') ? { slug: decodeURIComponent(concretePath(route).split('/')[3]) } : undefined,
          sourceIp: '10.9.9.9',
        }),
      );
      expect(result.statusCode).toBeLessThan(500);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).status).toBeUndefined();
    }
    for (const table of writtenTables(route)) {
      const stored = JSON.stringify(await scanAll(table));
      expect(stored, `${table} holds a pollution key`).not.toMatch(/"(__proto__|polluted)"/);
    }
  });
});

describe('requests the router does not know', () => {
  it('answers unknown paths and methods under /api with NOT_FOUND in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/does-not-exist'],
      ['DELETE', '/api/bookings'],
      ['PUT', '/api/contact'],
      ['GET', '/api/'],
      ['POST', '/api/availability'],
    ] as const) {
      const response = await sendJson(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expectErrorShape(response, `${method} ${path}`, 'NOT_FOUND');
    }
  });
});
