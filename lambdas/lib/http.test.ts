import { z } from 'zod';
import { describe, expect, it } from 'vitest';
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
