/**
 * Shared helpers of the hostile-input suites: the public routes (from the route table), a raw HTTP client, the
 * contract's error shape, and a count of what the write tables hold (to prove a rejected request stored nothing).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { httpRoutes, type HttpRoute } from '../../../shared/contracts/routes';
import { errorCatalogue, type ErrorCode } from '../../../shared/errors';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { cloud } from '../../support/cloud';
import { fetchFrom, loopbackAddress } from '../../support/client-address';

/** Every route a visitor can call without signing in. */
export const publicRoutes: readonly HttpRoute[] = httpRoutes.filter((route) => route.auth === 'none');

/** Tables a route may write, except the rate-limit counters (counting a request is not storing its data). */
export function writtenTables(route: HttpRoute): string[] {
  return Object.entries(route.tables ?? {})
    .filter(([name, access]) => access !== 'read' && name !== 'rate_limits')
    .map(([name]) => name);
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

/** Sends exactly the bytes given (no JSON encoding), as a visitor from a distinct address. */
export async function send(
  method: string,
  path: string,
  options: { body?: string | Uint8Array; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const response = await fetchFrom(loopbackAddress(), `${cloud.baseUrl}${path}`, { method, headers: options.headers, body: options.body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export const sendJson = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(method, path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

const codes = new Set(Object.keys(errorCatalogue));

/** Never a 5xx; a 4xx is `{"error": {code, title, message, fields?}}` with the catalogue's status for the code. */
export function expectClientOutcome(response: RawResponse, context: string): void {
  expect(response.status, `${context} → ${response.status} ${response.text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400) expectErrorShape(response, context);
}

export function expectErrorShape(response: RawResponse, context: string, code?: ErrorCode): void {
  const where = `${context} → ${response.status} ${response.text.slice(0, 300)}`;
  expect(response.headers.get('content-type') ?? '', where).toMatch(/^application\/json/);
  const error = response.json?.error;
  expect(error, where).toBeTypeOf('object');
  expect(codes.has(error.code), where).toBe(true);
  expect(errorCatalogue[error.code as ErrorCode].status, where).toBe(response.status);
  expect(error.title, where).toBeTypeOf('string');
  expect(error.message, where).toBeTypeOf('string');
  expect(Object.keys(error).every((key) => ['code', 'title', 'message', 'fields'].includes(key)), where).toBe(true);
  if (error.fields !== undefined) {
    expect(error.fields, where).toBeTypeOf('object');
    for (const value of Object.values(error.fields)) expect(value, where).toBeTypeOf('string');
  }
  if (code) expect(error.code, where).toBe(code);
}

/** Number of items in each table (a consistent scan; the tables of a test run are small). */
export async function countItems(tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    let total = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new ScanCommand({ TableName: tableName(table), Select: 'COUNT', ConsistentRead: true, ExclusiveStartKey: startKey }),
      );
      total += page.Count ?? 0;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    counts[table] = total;
  }
  return counts;
}

/** Every item of a table, for checks on what was stored. */
export async function scanAll(table: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: tableName(table), ConsistentRead: true, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface Slot {
  date: string;
  time: string;
}

/** Bookable slots now, latest first (tests elsewhere book the early ones). */
export async function freeSlots(): Promise<Slot[]> {
  const response = await fetch(`${cloud.baseUrl}/api/availability?from=${today()}&to=${plusDays(today(), 45)}`);
  expect(response.status).toBe(200);
  const { slots } = (await response.json()) as { slots: Slot[] };
  return slots.reverse();
}

export const uniqueTag = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** A valid body for each public write route, to mutate field by field. */
export function validBody(route: HttpRoute, slot: Slot | undefined, tag: string): Record<string, unknown> | undefined {
  switch (route.path) {
    case '/api/bookings':
      return {
        date: slot?.date ?? plusDays(today(), 20),
        time: slot?.time ?? '10:00',
        name: 'Ada Lovelace',
        email: `${tag}@example.com`,
        phone: '+20 100 123 4567',
        phoneCountryCode: '+20',
        country: 'Egypt',
        company: 'Analytical Engines',
        role: 'CTO',
        subject: 'A new website',
        guests: [],
        timezone: 'Europe/London',
      };
    case '/api/contact':
      return {
        name: 'Ada Lovelace',
        email: `${tag}@example.com`,
        phone: '1001234567',
        countryCode: '+20',
        company: 'Analytical Engines',
        role: 'CTO',
        industry: 'Technology',
        website: 'https://example.com',
        subject: 'A new website',
        message: 'We would like a new website for our engines.',
        privacyAccepted: true,
      };
    case '/api/newsletter':
      return { email: `${tag}@example.com`, consent: true };
    case '/api/posts/{slug}/reactions':
      return { type: 'like', session: `session-${tag}` };
    case '/api/chat':
      return { message: 'What services do you offer?', sessionId: `session-${tag}`, userEmail: `${tag}@example.com` };
    case '/api/staff-auth/accept-invitation':
      return { token: `token-${tag}-0123456789abcdefghijklmnop`, fullName: 'Ada Lovelace', password: 'Hostile-Input-2026!' };
    case '/api/staff-auth/password-reset':
      return { email: `${tag}@example.com` };
    case '/api/staff-auth/reset-password':
      return { token: `token-${tag}-0123456789abcdefghijklmnop`, password: 'Hostile-Input-2026!' };
    default:
      return route.method === 'GET' ? undefined : {};
  }
}

/** A concrete path for a route template, with a real published post for `{slug}` unless told otherwise. */
export function concretePath(route: HttpRoute, params: { slug?: string; key?: string } = {}): string {
  return route.path
    .replace('{slug}', encodeURIComponent(params.slug ?? knownSlugs.post))
    .replace('{key}', encodeURIComponent(params.key ?? 'home'))
    .replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? 'x'));
}

export const knownSlugs = { post: '', project: '' };

/** Reads a published post's and a project's slug from the API (once per file). */
export async function loadKnownSlugs(): Promise<void> {
  const posts = await send('GET', '/api/posts');
  knownSlugs.post = posts.json.posts[0].slug;
  const projects = await send('GET', '/api/projects');
  knownSlugs.project = projects.json.projects[0].slug;
}
