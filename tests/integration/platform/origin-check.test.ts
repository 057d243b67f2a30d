import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { handler as health } from '../../../lambdas/platform/get-health';
import { handler as createBooking } from '../../../lambdas/bookings/create-booking';
import { handler as connect } from '../../../lambdas/realtime/connect';
import { cloud } from '../../support/cloud';
import { edgeHttpEvent, httpEvent, webSocketEvent } from '../../support/events';

/**
 * A request that reaches a handler without passing the edge (CloudFront in AWS, the gateway's edge here), as a call
 * to the API's own execute-api endpoint would: API Gateway's event with whatever headers the caller chose.
 */
const direct = (headers: Record<string, string> = {}) => httpEvent({ method: 'GET', path: '/api/health', headers, sourceIp: '198.51.100.20' });

const connectEvent = (headers: Record<string, string>) =>
  webSocketEvent({
    routeKey: '$connect',
    eventType: 'CONNECT',
    connectionId: randomBytes(12).toString('base64'),
    connectedAt: Date.now(),
    domainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
    sourceIp: '198.51.100.21',
    headers,
  });

async function stored(connectionId: string): Promise<boolean> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('ws_connections'), Key: { connectionId }, ConsistentRead: true }));
  return Item !== undefined;
}

describe('a request that did not pass the edge', () => {
  it('is refused with 403 FORBIDDEN by every HTTP handler, with or without a guessed origin secret', async () => {
    const withoutTheSecret: Record<string, string>[] = [{}, { 'x-origin-verify': 'a-guess' }, { 'x-origin-verify': '', 'x-viewer-ip': '203.0.113.1' }];
    for (const headers of withoutTheSecret) {
      const result = await health(direct(headers));
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body ?? '{}').error.code).toBe('FORBIDDEN');
    }
  });

  it('is refused before the use case: a booking sent straight to its handler books nothing', async () => {
    const result = await createBooking(httpEvent({ method: 'POST', path: '/api/bookings', body: { name: 'Direct Caller' }, sourceIp: '198.51.100.22' }));
    expect(result.statusCode).toBe(403);
  });

  it('opens no WebSocket connection: $connect refuses the handshake and stores nothing', async () => {
    const withoutTheSecret: Record<string, string>[] = [{}, { 'x-origin-verify': 'a-guess' }, { 'X-Origin-Verify': 'a-guess' }];
    for (const headers of withoutTheSecret) {
      const event = connectEvent(headers);
      expect(((await connect(event)) as { statusCode: number }).statusCode).toBe(403);
      expect(await stored(event.requestContext.connectionId)).toBe(false);
    }
  });
});

describe('a request through the edge', () => {
  it('is answered, and a header a client sends under the secret name is replaced by the edge', async () => {
    expect((await fetch(`${cloud.baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${cloud.baseUrl}/api/health`, { headers: { 'x-origin-verify': 'a-guess' } })).status).toBe(200);
    expect((await health(await edgeHttpEvent({ method: 'GET', path: '/api/health' }))).statusCode).toBe(200);
  });

  it('opens a WebSocket connection, whose handshake the edge gave the secret, whatever the client sent', async () => {
    const sent: Record<string, string>[] = [{}, { 'x-origin-verify': 'a-guess' }];
    for (const headers of sent) {
      const socket = new WebSocket(cloud.wsUrl, { headers });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.send(JSON.stringify({ type: 'ping' }));
      const reply = await new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
      expect(JSON.parse(reply)).toEqual({ type: 'pong' });
      socket.close();
    }
  });

  it('opens a connection when $connect is given the secret as CloudFront sends it', async () => {
    const { headers } = await edgeHttpEvent({ method: 'GET', path: '/realtime' });
    const event = connectEvent({ 'x-origin-verify': headers['x-origin-verify']! });
    expect(((await connect(event)) as { statusCode: number }).statusCode).toBe(200);
    expect(await stored(event.requestContext.connectionId)).toBe(true);
  });
});
