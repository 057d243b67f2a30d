import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpEvent } from './api-gateway-events';
import { httpHandler } from './http';

const ORIGIN_SECRET = 'the-origin-secret';

/** The origin secret as Secrets Manager would hold it for this function; undefined when none is declared. */
let originSecret: string | undefined;
/** Its value before the last change (AWSPREVIOUS); undefined when it never changed. */
let previousOriginSecret: string | undefined;
vi.mock('./secrets', () => ({
  hasSecret: (name: string) => name === 'originVerify' && originSecret !== undefined,
  readSecretVersions: async (name: string) => {
    if (name !== 'originVerify' || originSecret === undefined) throw new Error(`no secret ${name}`);
    return { current: originSecret, previous: previousOriginSecret };
  },
}));

beforeEach(() => {
  originSecret = ORIGIN_SECRET;
  previousOriginSecret = undefined;
});

/** Headers CloudFront adds to every request it forwards to the API. */
const edge = { 'x-origin-verify': ORIGIN_SECRET };

const echo = httpHandler({ body: z.object({ name: z.string() }) }, async ({ body }) => ({ body }));
const jsonEvent = (bytes: Buffer) => httpEvent({ method: 'POST', path: '/api/echo', headers: { ...edge, 'content-type': 'application/json' }, body: bytes });

describe('JSON bodies', () => {
  it('accepts a body that starts with a byte order mark', async () => {
    const result = await echo(jsonEvent(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"Ada"}')])));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ name: 'Ada' });
  });

  it('refuses invalid UTF-8, and the next valid body still parses', async () => {
    const refused = await echo(jsonEvent(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d])));
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body!).error.message).toBe('The request body is not valid UTF-8.');
    const accepted = await echo(jsonEvent(Buffer.from('{"name":"Grace"}')));
    expect(JSON.parse(accepted.body!)).toEqual({ name: 'Grace' });
  });
});

describe("the viewer's address", () => {
  const address = httpHandler({}, async ({ sourceIp }) => ({ body: { sourceIp } }));

  const seen = async () =>
    JSON.parse((await address(httpEvent({ method: 'GET', path: '/api/echo', headers: { ...edge, 'x-viewer-ip': '198.51.100.7' }, sourceIp: '203.0.113.9' }))).body!).sourceIp as string;

  it('is the one CloudFront passes', async () => {
    expect(await seen()).toBe('198.51.100.7');
  });

  it('counts an IPv6 viewer by its /64 prefix, and never reads X-Forwarded-For', async () => {
    const viaEdge = (viewer: string) => ({ ...edge, 'x-viewer-ip': viewer, 'x-forwarded-for': '192.0.2.1' });
    const seenFrom = async (headers: Record<string, string>) =>
      JSON.parse((await address(httpEvent({ method: 'GET', path: '/api/echo', headers, sourceIp: '203.0.113.9' }))).body!).sourceIp as string;
    expect(await seenFrom(viaEdge('2001:db8:1:2:aaaa::1'))).toBe('2001:db8:1:2::/64');
    expect(await seenFrom(viaEdge('2001:db8:1:2:bbbb::2'))).toBe('2001:db8:1:2::/64');
    expect(await seenFrom(viaEdge('::ffff:198.51.100.7'))).toBe('198.51.100.7');
  });

  it('is the one CloudFront passes while a new origin secret is being deployed, not the edge server', async () => {
    previousOriginSecret = ORIGIN_SECRET;
    originSecret = 'the-new-origin-secret';
    expect(await seen()).toBe('198.51.100.7');
  });
});

describe('a request that did not come through CloudFront', () => {
  let ran = 0;
  const useCase = httpHandler({ body: z.object({ name: z.string() }) }, async () => {
    ran += 1;
    return { body: { ok: true } };
  });
  const call = (headers: Record<string, string>, body: unknown = { name: 'Ada' }) =>
    useCase(httpEvent({ method: 'POST', path: '/api/echo', headers: { 'content-type': 'application/json', 'x-viewer-ip': '198.51.100.7', ...headers }, body, sourceIp: '203.0.113.9' }));
  afterEach(() => {
    ran = 0;
  });

  it('is refused with 403 FORBIDDEN before the use case runs, when the origin secret is missing, wrong or empty', async () => {
    const withoutTheSecret: Record<string, string>[] = [{}, { 'x-origin-verify': 'a-guess' }, { 'x-origin-verify': '' }, { 'x-origin-verify': `${ORIGIN_SECRET}x` }];
    for (const headers of withoutTheSecret) {
      const result = await call(headers);
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body!).error).toMatchObject({ code: 'FORBIDDEN', message: "This API answers only through the site's own address." });
    }
    expect(ran).toBe(0);
  });

  it('is refused before its body is read: a malformed body gets the same 403', async () => {
    const result = await call({}, 'not json');
    expect(result.statusCode).toBe(403);
  });

  it('is refused by a function that was given no origin secret, whatever it carries', async () => {
    originSecret = undefined;
    expect((await call(edge)).statusCode).toBe(403);
    expect(ran).toBe(0);
  });

  it('passes with the secret CloudFront sends, and with the one it replaced while a new one is being deployed', async () => {
    expect((await call(edge)).statusCode).toBe(200);
    previousOriginSecret = ORIGIN_SECRET;
    originSecret = 'the-new-origin-secret';
    expect((await call(edge)).statusCode).toBe(200);
    expect((await call({ 'x-origin-verify': 'the-new-origin-secret' })).statusCode).toBe(200);
    expect((await call({ 'x-origin-verify': 'an-older-one' })).statusCode).toBe(403);
    expect(ran).toBe(3);
  });
});
