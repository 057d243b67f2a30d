/**
 * Fuzzing every public route of the route table with random and adversarial JSON, query strings and path
 * parameters: never a 5xx, every 4xx in the contract's error shape, and nothing stored by a rejected request.
 * Bounded runs per route keep the whole file within a few seconds of the CI budget.
 */
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import {
  concretePath,
  countItems,
  expectClientOutcome,
  freeSlots,
  loadKnownSlugs,
  publicRoutes,
  send,
  uniqueTag,
  validBody,
  writtenTables,
  type Slot,
} from './support';
import { expect } from 'vitest';

const RUNS_WRITE = Number(process.env.HOSTILE_RUNS ?? 30);
const RUNS_READ = Math.ceil(RUNS_WRITE / 2);

/** Strings that have broken parsers, templates, mail headers and file paths before. */
const nastyStrings = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\r\nBcc: victim@evil.test',
  'a\u0000b',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  '${7*7}{{7*7}}',
  "'; DROP TABLE bookings; --",
  '\u202e\u200b\ufeff',
  '\ud800',
  '𝕏'.repeat(300),
  'x'.repeat(5000),
  '1e309',
  'NaN',
  '2026-02-30',
  '25:61',
  'a@b',
  'not-an-email@@example..com',
  '+'.repeat(40),
];

const nastyString = fc.oneof(fc.constantFrom(...nastyStrings), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 2 ** 53 + 1, [], {}, [[[[]]]], { $gt: '' }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 5 }),
);

/** Sets a key as an own property, even `__proto__`, so JSON.stringify sends it as the key it is. */
function withKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [name, current] of Object.entries(base)) Object.defineProperty(copy, name, { value: current, enumerable: true, writable: true, configurable: true });
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function bodyArbitrary(base: Record<string, unknown> | undefined): fc.Arbitrary<string> {
  const fields = Object.keys(base ?? {});
  const keys = fc.constantFrom(...fields, '__proto__', 'constructor', 'prototype', 'extra');
  const mutated = base
    ? fc
        .array(fc.tuple(keys, nastyValue, fc.boolean()), { minLength: 1, maxLength: 3 })
        .map((changes) =>
          changes.reduce<Record<string, unknown>>((body, [key, value, drop]) => {
            if (drop && key in body) {
              const { [key]: _dropped, ...rest } = body;
              return rest;
            }
            return withKey(body, key, value);
          }, base),
        )
        .map((body) => JSON.stringify(body))
    : fc.constant('{}');
  return fc.oneof(
    { weight: 5, arbitrary: mutated },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom('{"__proto__": {"polluted": true}}', '{"constructor": {"prototype": {"polluted": true}}}', 'null', '[]', '{', '{"a":1,"a":2}', '\ufeff{}') },
  );
}

const queryKeys = fc.constantFrom('from', 'to', 'session', 'token', 'slug', 'limit', '__proto__', 'constructor', 'a[b]');
const queryArbitrary = fc
  .array(fc.tuple(fc.oneof(queryKeys, fc.string({ maxLength: 10 })), nastyString), { maxLength: 4 })
  .map((pairs) => pairs.map(([key, value]) => `${safeEncode(key)}=${safeEncode(value)}`).join('&'));

const paramArbitrary = fc.oneof(nastyString, fc.string({ minLength: 1, maxLength: 30 }));

/** encodeURIComponent refuses lone surrogates; send their UTF-8 replacement bytes' escape instead. */
function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

let slots: Slot[] = [];

beforeAll(async () => {
  await loadKnownSlugs();
  slots = await freeSlots();
});

describe('every public route under random and adversarial input', () => {
  for (const route of publicRoutes) {
    const writes = route.method !== 'GET';
    it(`${route.method} ${route.path}`, async () => {
      const tables = writtenTables(route);
      const hasParams = route.path.includes('{');
      await fc.assert(
        fc.asyncProperty(
          writes ? bodyArbitrary(validBody(route, slots.pop(), uniqueTag('fuzz'))) : fc.constant(undefined),
          queryArbitrary,
          fc.option(paramArbitrary, { freq: 2 }),
          fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', ''),
          async (body, query, param, contentType) => {
            const path = `${hasParams && param !== null ? route.path.replace(/\{\w+\}/, safeEncode(param)).replace(/\{(\w+)\}/g, 'x') : concretePath(route)}${query ? `?${query}` : ''}`;
            const before = tables.length > 0 ? await countItems(tables) : {};
            const response = await send(route.method, path, {
              body,
              headers: writes && contentType ? { 'content-type': contentType } : {},
            });
            const context = `${route.method} ${path} ${contentType} ${String(body).slice(0, 200)}`;
            expectClientOutcome(response, context);
            if (response.status >= 400 && tables.length > 0) {
              expect(await countItems(tables), `stored by a rejected request: ${context}`).toEqual(before);
            }
          },
        ),
        { numRuns: writes ? RUNS_WRITE : RUNS_READ, endOnFailure: true },
      );
    });
  }
});
