import { request } from 'node:http';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { SlotDto } from '../../../shared/booking/schemas';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { cloud } from '../../support/cloud';
import { fetchEmails, sentTo, waitForEmails } from '../../support/mailbox';
import { getAvailability } from '../booking/helpers';

export interface Answer<T = any> {
  status: number;
  body: T;
  retryAfter?: string;
}

/** POSTs JSON from a loopback source address of the test's own (every 127.x.y.z is this machine). */
export function postFrom<T = any>(localAddress: string, path: string, body: unknown): Promise<Answer<T>> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${cloud.baseUrl.replace('localhost', '127.0.0.1')}${path}`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } },
      (response) => {
        let received = '';
        response.on('data', (chunk: Buffer) => (received += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: received ? JSON.parse(received) : undefined, retryAfter: response.headers['retry-after'] as string | undefined }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

/** The token of the newest personal data request link e-mailed to the address (waits for it). */
export async function requestLinkToken(email: string, count = 1): Promise<string> {
  const emails = await waitForEmails(cloud.sesUrl, (message) => sentTo(email)(message) && /\/privacy\/request\?token=/.test(message.body.text ?? ''), { count, timeoutMs: 60_000 });
  const newest = emails.sort((a, b) => b.at - a.at)[0];
  const match = /\/privacy\/request\?token=([^\s"&]+)/.exec(newest.body.text ?? '');
  expect(match, newest.body.text).not.toBeNull();
  return decodeURIComponent(match![1]);
}

/** How many personal data request e-mails reached the address so far. */
export async function requestEmailsTo(email: string): Promise<number> {
  return (await fetchEmails(cloud.sesUrl)).filter((message) => sentTo(email)(message) && /\/privacy\/request\?token=/.test(message.body.text ?? '')).length;
}

/** Free slots of a date in the middle of the booking horizon, which no other integration file books. */
export async function freeSlotsMidHorizon(offset: number): Promise<SlotDto[]> {
  const { slots } = await getAvailability();
  const dates = [...new Set(slots.map((slot) => slot.date))].sort();
  const date = dates[Math.floor(dates.length / 2) + offset];
  return slots.filter((slot) => slot.date === date);
}

export async function getItem(table: string, key: Record<string, unknown>): Promise<Record<string, any> | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(table), Key: key, ConsistentRead: true }));
  return Item;
}

export async function putItem(table: string, item: Record<string, unknown>): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(table), Item: item }));
}

/** Polls until `check` returns a value (not undefined/false) or the time is up. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
