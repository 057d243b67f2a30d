import { randomUUID } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { cloud } from '../../support/cloud';
import { handlerLogLines, metricLines, type LogLine } from '../../support/handler-logs';
import { bookingBody, getAvailability, postBooking } from '../booking/helpers';

/** A free slot unlikely to be taken by another test: a random one of the last week of the bookable range. */
async function freeSlot() {
  const { slots } = await getAvailability();
  const late = slots.slice(-40);
  return late[Math.floor(Math.random() * late.length)];
}

const linesWhere = (match: (line: LogLine) => boolean) => handlerLogLines(cloud.dataDir).filter(match);

describe("a booking's trail in the logs", () => {
  it('carries its request id from the request to the answer, and its booking id from the booking to the e-mails', async () => {
    const requestId = `ops-${randomUUID()}`;
    const response = await postBooking(bookingBody(await freeSlot()), { 'x-request-id': requestId });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const bookingId: string = response.body.booking.id;

    const created = linesWhere((line) => line.correlation_id === requestId && line.message === 'booking created');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      level: 'INFO',
      booking_id: bookingId,
      route: 'POST /api/bookings',
      function_name: 'BookingsCreateBooking',
      function_request_id: expect.any(String),
      api_request_id: expect.any(String),
    });
    expect(metricLines(handlerLogLines(cloud.dataDir), 'BookingsCreated').some((line) => line.booking_id === bookingId)).toBe(true);

    // The follow-up work runs later, in the stream consumer: its lines carry the booking id.
    await expect
      .poll(() => linesWhere((line) => line.booking_id === bookingId && line.message === 'e-mail sent').length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const consumer = linesWhere((line) => line.booking_id === bookingId && line.function_name === 'NotificationsProcessBookingStream');
    expect(consumer.map((line) => line.message)).toContain('booking follow-up');
  });

  it('counts a refused booking by its reason, under the refused request id', async () => {
    const slot = await freeSlot();
    expect((await postBooking(bookingBody(slot))).status).toBe(201);
    const requestId = `ops-${randomUUID()}`;
    const refused = await postBooking(bookingBody(slot), { 'x-request-id': requestId });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('x-request-id')).toBe(requestId);
    const lines = linesWhere((line) => line.correlation_id === requestId);
    expect(lines.find((line) => line.message === 'booking refused')).toMatchObject({ reason: 'taken' });
    expect(lines.find((line) => line.message === 'request refused')).toMatchObject({ status: 409, error_code: 'DUPLICATE_BOOKING' });
    expect(metricLines(handlerLogLines(cloud.dataDir), 'BookingsRefused').some((line) => line.Reason === 'taken')).toBe(true);
  });
});

describe('secrets', () => {
  it('reach the handlers as ids only, and are read from the local Secrets Manager through the SDK', async () => {
    expect(Object.keys(cloud.env).filter((name) => /SECRET/.test(name) && !name.startsWith('AWS_')).sort()).toEqual([
      'BOOKING_TOKEN_SECRET_ID',
      'ORIGIN_VERIFY_SECRET_ID',
    ]);
    const client = new SecretsManagerClient({});
    const secret = await client.send(new GetSecretValueCommand({ SecretId: cloud.env.BOOKING_TOKEN_SECRET_ID }));
    expect(secret.SecretString).toMatch(/^[0-9a-f]{64}$/);
    expect(secret.VersionStages).toEqual(['AWSCURRENT']);
    // By its ARN too, as in AWS; and an unknown secret is Secrets Manager's own error.
    expect((await client.send(new GetSecretValueCommand({ SecretId: secret.ARN }))).SecretString).toBe(secret.SecretString);
    await expect(client.send(new GetSecretValueCommand({ SecretId: 'northstar/no-such-secret' }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
    for (const value of Object.values(cloud.env)) expect(value).not.toBe(secret.SecretString);
  });
});
