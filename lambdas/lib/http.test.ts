import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpEvent } from '../../infra/local/gateway/events';
import { httpHandler } from './http';

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
  afterEach(() => vi.unstubAllEnvs());
  const address = httpHandler({}, async ({ sourceIp }) => ({ body: { sourceIp } }));
  const fromEdge = (headers: Record<string, string>) => httpEvent({ method: 'GET', path: '/api/echo', headers, sourceIp: '203.0.113.9' });
  const seen = async (headers: Record<string, string>) => JSON.parse((await address(fromEdge(headers))).body!).sourceIp as string;

  it('is the one CloudFront passes when the request carries the origin secret', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', 'the-origin-secret');
    expect(await seen({ 'x-viewer-ip': '198.51.100.7', 'x-origin-verify': 'the-origin-secret' })).toBe('198.51.100.7');
  });

  it("is the connection's own when the secret is missing or wrong, whatever x-viewer-ip says", async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', 'the-origin-secret');
    const withoutTheSecret: Record<string, string>[] = [
      { 'x-viewer-ip': '198.51.100.7' },
      { 'x-viewer-ip': '198.51.100.7', 'x-origin-verify': 'a-guess' },
      { 'x-viewer-ip': '198.51.100.7', 'x-origin-verify': '' },
    ];
    for (const headers of withoutTheSecret) {
      expect(await seen(headers)).toBe('203.0.113.9');
    }
  });

  it("is the connection's own where no origin secret is configured", async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', '');
    expect(await seen({ 'x-viewer-ip': '198.51.100.7', 'x-origin-verify': '' })).toBe('203.0.113.9');
  });
});
