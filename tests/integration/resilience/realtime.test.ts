import { randomBytes } from 'node:crypto';
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { broadcast } from '../../../lambdas/realtime/broadcast';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { cloud } from '../../support/cloud';

/** A valid realtime message that changes nothing a client shows: a slot long past is free again. */
const PAST_SLOT_FREED = { type: 'booking.cancelled', date: '2000-01-01', time: '00:00' } as const;
/** Enough for three rounds of the broadcast's concurrent posts (50 a round). */
const STALE_CONNECTIONS = 120;

/** The ids of the open connections (the per-client items of the same table left out). */
async function connectionIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({ TableName: tableName('ws_connections'), FilterExpression: 'attribute_exists(connectedAt)', ExclusiveStartKey: start }),
    );
    page.Items?.forEach((item) => ids.add(String(item.connectionId)));
    start = page.LastEvaluatedKey;
  } while (start);
  return ids;
}

/** The connections opened since `before` was read, which were not open then. */
async function openedSince(before: Set<string>): Promise<string[]> {
  return [...(await connectionIds())].filter((id) => !before.has(id));
}

async function openSocket(localAddress?: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const url = localAddress ? cloud.wsUrl.replace('//localhost', '//127.0.0.1') : cloud.wsUrl;
  const socket = new WebSocket(url, { localAddress, headers });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return socket;
}

/** The status a refused upgrade answered (a socket that opens is closed again and fails the test). */
async function refusedStatus(localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const socket = new WebSocket(cloud.wsUrl.replace('//localhost', '//127.0.0.1'), { localAddress, headers });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      reject(new Error(`the upgrade from ${localAddress} was accepted`));
    });
    socket.once('error', () => undefined);
  });
}

describe('realtime connections per client', () => {
  it('accepts 10 open connections from one address, refuses the 11th with 429 whatever its headers say, and frees a place on close', async () => {
    const before = await connectionIds();
    const sockets = await Promise.all(Array.from({ length: 10 }, () => openSocket('127.0.0.61')));
    expect(await refusedStatus('127.0.0.61')).toBe(429);
    expect(await refusedStatus('127.0.0.61', { 'x-forwarded-for': '198.51.100.9', 'x-viewer-ip': '198.51.100.9' })).toBe(429);
    // Another client is unaffected.
    const neighbour = await openSocket('127.0.0.62');

    sockets[0].close();
    await new Promise((resolve) => sockets[0].once('close', resolve));
    // The $disconnect that frees the place runs right after the close: the next upgrade soon fits again.
    let replacement: WebSocket | undefined;
    await expect
      .poll(async () => (replacement ??= await openSocket('127.0.0.61').catch(() => undefined)) !== undefined, { timeout: 10_000 })
      .toBe(true);
    for (const socket of [...sockets, neighbour, replacement!]) socket.close();
    // Every connection of this test is gone again before the next test counts them.
    await expect.poll(() => openedSince(before), { timeout: 15_000 }).toEqual([]);
  }, 60_000);

  it('lets exactly 10 of 15 concurrent upgrades from one address through', async () => {
    const before = await connectionIds();
    const attempts = await Promise.allSettled(Array.from({ length: 15 }, () => openSocket('127.0.0.63')));
    const opened = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
    expect(opened).toHaveLength(10);
    for (const socket of opened) socket.close();
    await expect.poll(() => openedSince(before), { timeout: 15_000 }).toEqual([]);
  }, 60_000);
});

describe('realtime under stress', () => {
  it('removes the connection of a client that vanishes without a close handshake', async () => {
    const before = await connectionIds();
    const socket = await openSocket();
    await expect.poll(async () => (await openedSince(before)).length, { timeout: 15_000 }).toBe(1);
    socket.terminate();
    await expect.poll(() => openedSince(before), { timeout: 15_000 }).toEqual([]);
  });

  // Stale connections fill three of the broadcast's rounds of concurrent posts: each is removed, and none keeps the
  // message from the live client. (The realtime benchmark sends to 200 live clients.)
  it(`reaches live clients and drops ${STALE_CONNECTIONS} stale connections in one broadcast`, async () => {
    const stale = Array.from({ length: STALE_CONNECTIONS }, () => randomBytes(12).toString('base64'));
    for (let index = 0; index < stale.length; index += 25) {
      await dynamo().send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName('ws_connections')]: stale
              .slice(index, index + 25)
              .map((connectionId) => ({ PutRequest: { Item: { connectionId, connectedAt: Date.now(), expiresAt: Math.floor(Date.now() / 1000) + 3600 } } })),
          },
        }),
      );
    }
    const live = await openSocket();
    const received = new Promise<string>((resolve) => live.once('message', (data) => resolve(data.toString())));

    const result = await broadcast(PAST_SLOT_FREED);

    expect(JSON.parse(await received)).toEqual(PAST_SLOT_FREED);
    expect(result.removed).toBeGreaterThanOrEqual(stale.length);
    const remaining = await connectionIds();
    expect(stale.filter((id) => remaining.has(id))).toEqual([]);
    live.close();
  });
});
