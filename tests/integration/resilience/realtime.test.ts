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

async function connectionIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: tableName('ws_connections'), ExclusiveStartKey: start }));
    page.Items?.forEach((item) => ids.add(String(item.connectionId)));
    start = page.LastEvaluatedKey;
  } while (start);
  return ids;
}

async function openSocket(): Promise<WebSocket> {
  const socket = new WebSocket(cloud.wsUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return socket;
}

describe('realtime under stress', () => {
  it('removes the connection of a client that vanishes without a close handshake', async () => {
    const before = await connectionIds();
    const socket = await openSocket();
    await expect.poll(async () => (await connectionIds()).size).toBe(before.size + 1);
    socket.terminate();
    await expect.poll(async () => [...(await connectionIds())].filter((id) => !before.has(id))).toEqual([]);
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
