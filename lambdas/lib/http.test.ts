import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpEvent } from '../../infra/local/gateway/events';
import { httpHandler } from './http';

/** The origin secret as Secrets Manager would hold it for this function; undefined when none is declared. */
let originSecret: string | undefined;
vi.mock('./secrets', () => ({
  hasSecret: (name: string) => name === 'originVerify' && originSecret !== undefined,
  readSecret: async (name: string) => {
    if (name !== 'originVerify' || originSecret === undefined) throw new Error(`no secret ${name}`);
    return originSecret;
  },
}));

const echo = httpHandler({ body: z.object({ name: z.string() }) }, async ({ body }) => ({ body }));
const jsonEvent = (bytes: Buffer) => httpEvent({ method: 'POST', path: '/api/echo', headers: { 'content-type': 'application/json' }, body: bytes });

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
  afterEach(() => {
    originSecret = undefined;
  });
  const address = httpHandler({}, async ({ sourceIp }) => ({ body: { sourceIp } }));
  const fromEdge = (headers: Record<string, string>) => httpEvent({ method: 'GET', path: '/api/echo', headers, sourceIp: '203.0.113.9' });
  const seen = async (headers: Record<string, string>) => JSON.parse((await address(fromEdge(headers))).body!).sourceIp as string;

  it('is the one CloudFront passes when the request carries the origin secret', async () => {
    originSecret = 'the-origin-secret';
    expect(await seen({ 'x-viewer-ip': '198.51.100.7', 'x-origin-verify': 'the-origin-secret' })).toBe('198.51.100.7');
  });

  it("is the connection's own when the secret is missing or wrong, whatever x-viewer-ip says", async () => {
    originSecret = 'the-origin-secret';
    const withoutTheSecret: Record<string, string>[] = [
      { 'x-viewer-ip': '198.51.100.7' },
      { 'x-viewer-ip': '198.51.100.7', 'x-origin-verify': 'a-guess' },
      { 'x-viewer-ip': '198.51.100.7', 'x-origin-verify': '' },
    ];
    for (const headers of withoutTheSecret) {
      expect(await seen(headers)).toBe('203.0.113.9');
    }
  });

  it('counts an IPv6 viewer by its /64 prefix, and never reads X-Forwarded-For', async () => {
    originSecret = 'the-origin-secret';
    const viaEdge = (viewer: string) => ({ 'x-viewer-ip': viewer, 'x-origin-verify': 'the-origin-secret', 'x-forwarded-for': '192.0.2.1' });
    expect(await seen(viaEdge('2001:db8:1:2:aaaa::1'))).toBe('2001:db8:1:2::/64');
    expect(await seen(viaEdge('2001:db8:1:2:bbbb::2'))).toBe('2001:db8:1:2::/64');
    expect(await seen(viaEdge('::ffff:198.51.100.7'))).toBe('198.51.100.7');
  });

  it("is the connection's own where no origin secret is configured", async () => {
    expect(await seen({ 'x-viewer-ip': '198.51.100.7', 'x-origin-verify': '' })).toBe('203.0.113.9');
  });
});
