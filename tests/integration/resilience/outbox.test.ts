import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityResponse, SlotDto } from '../../../shared/booking/schemas';
import { startLocalCloud, type LocalCloudProcess } from '../../support/local-cloud';
import { handlerLogLines, metricLines } from '../../support/handler-logs';
import { fetchEmails, sentTo, waitForEmails } from '../../support/mailbox';

/*
 * Failures of the parts around a booking, on a local cloud of this file's own (it is stopped and killed here):
 * the SES emulator going away, and the runtime dying right after a 201 or in the middle of a burst.
 */

let cloud: LocalCloudProcess;
let usedDates = 0;

beforeAll(async () => {
  cloud = await startLocalCloud({ env: { BOOKING_LIMIT_PER_CLIENT: '0' } });
}, 180_000);

afterAll(async () => {
  await cloud?.stop();
  cloud?.cleanUp();
});

function documents(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: cloud.env.AWS_ENDPOINT_URL_DYNAMODB,
      region: cloud.env.AWS_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}

async function control(path: string, body?: object, method = 'POST'): Promise<void> {
  const response = await fetch(`${cloud.controlUrl}${path}`, { method, body: body && JSON.stringify(body) });
  expect(response.status).toBe(204);
}

/** A free slot on a business date no other test of this file uses. */
async function freeSlot(): Promise<SlotDto> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const { slots } = (await (await fetch(`${cloud.baseUrl}/api/availability?from=${from}&to=${to}`)).json()) as AvailabilityResponse;
  const dates = [...new Set(slots.map((slot) => slot.date))];
  const date = dates[usedDates++];
  return slots.find((slot) => slot.date === date)!;
}

async function book(slot: SlotDto, email: string, idempotencyKey = randomUUID()): Promise<Response> {
  return fetch(`${cloud.baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({
      date: slot.date,
      time: slot.time,
      name: 'Grace Hopper',
      email,
      phone: '2025550143',
      phoneCountryCode: '+1',
      country: 'United States',
      company: 'Compilers Inc',
      role: 'Founder',
      subject: 'Resilience check',
      guests: [],
      timezone: 'America/New_York',
    }),
  });
}

async function notificationErrors(email: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await documents().send(new ScanCommand({ TableName: 'notification_errors' }));
  return Items.filter((item) => item.recipient_email === email);
}

/** Whether any item of the bookings table holds the visitor's e-mail address. */
async function isStored(email: string): Promise<boolean> {
  const { Items = [] } = await documents().send(new ScanCommand({ TableName: 'bookings' }));
  return Items.some((item) => JSON.stringify(item).includes(email));
}

describe('resilience of a booking', () => {
  it('stays confirmed while SES is down, records the failure and the metric, and e-mails once SES is back', async () => {
    const email = `ses-down-${randomUUID()}@example.com`;
    await control('/ses/stop');
    const response = await book(await freeSlot(), email);
    expect(response.status).toBe(201);
    expect((await response.json()).booking.status).toBe('confirmed');

    await expect.poll(async () => (await notificationErrors(email)).map((row) => row.error_type), { timeout: 15_000 }).toContain('email_failed');
    const failures = metricLines(handlerLogLines(cloud.dataDir), 'NotificationFailures');
    expect(failures.some((line) => line.ErrorType === 'email_failed')).toBe(true);
    expect(cloud.output()).toMatch(/METRIC {2}NotificationFailures \+1 {2}ErrorType=email_failed/);

    await control('/ses/start');
    await waitForEmails(cloud.sesUrl, sentTo(email), { timeoutMs: 40_000 });
    // Later retries of the stream record must not send it again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await fetchEmails(cloud.sesUrl)).filter(sentTo(email))).toHaveLength(1);
  }, 90_000);

  it('keeps a booking and still sends its notifications when the runtime is killed right after the 201', async () => {
    const email = `killed-${randomUUID()}@example.com`;
    const slot = await freeSlot();
    // With SES away the notifications cannot finish before the kill, so only the outbox can deliver them later.
    await control('/ses/stop');
    const response = await book(slot, email);
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: { id: string } };
    await cloud.kill();
    await cloud.restart();

    const availability = (await (await fetch(`${cloud.baseUrl}/api/availability?from=${slot.date}&to=${slot.date}`)).json()) as AvailabilityResponse;
    expect(availability.slots.map((candidate) => candidate.time)).not.toContain(slot.time);
    expect(await isStored(email)).toBe(true);
    const [confirmation] = await waitForEmails(cloud.sesUrl, sentTo(email), { timeoutMs: 30_000 });
    const invitation = confirmation.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    expect(Buffer.from(invitation!.content, 'base64').toString()).toContain(`UID:${booking.id}`);
  }, 90_000);

  it('starts again after a clean stop with every notification sent, and books and e-mails as before', async () => {
    const before = `before-stop-${randomUUID()}@example.com`;
    expect((await book(await freeSlot(), before)).status).toBe(201);
    await waitForEmails(cloud.sesUrl, sentTo(before));
    await cloud.stop();
    await cloud.restart();

    const after = `after-restart-${randomUUID()}@example.com`;
    expect((await book(await freeSlot(), after)).status).toBe(201);
    await waitForEmails(cloud.sesUrl, sentTo(after));
  }, 90_000);
});