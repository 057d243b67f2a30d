import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../shared/errors';
import { httpEvent } from './api-gateway-events';
import { httpHandler } from './http';
import { appendLogKeys, logger } from './logger';

vi.mock('./secrets', () => ({
  hasSecret: () => true,
  readSecretVersions: async () => ({ current: 'the-origin-secret' }),
}));

/** Every JSON line the handlers write during a test (Powertools writes to stdout and stderr). */
let lines: Record<string, unknown>[] = [];
const capture = (chunk: unknown) => {
  for (const line of String(chunk).split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
  return true;
};

beforeEach(() => {
  lines = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => vi.restoreAllMocks());

const lambdaContext = (awsRequestId: string) =>
  ({
    awsRequestId,
    functionName: 'BookingsCreateBooking',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:BookingsCreateBooking',
    memoryLimitInMB: '512',
  }) as Context;

const bookingHandler = httpHandler({}, async () => {
  appendLogKeys({ booking_id: 'b-20261201-1' });
  logger.info('booking created');
  return { status: 201, body: {} };
});
const refusingHandler = httpHandler({}, async () => {
  logger.info('checking the slot');
  throw new AppError('DUPLICATE_BOOKING');
});

const request = (headers: Record<string, string> = {}) => {
  const event = httpEvent({ method: 'POST', path: '/api/bookings', headers: { 'x-origin-verify': 'the-origin-secret', ...headers } });
  event.requestContext.requestId = 'api-request-1';
  return event;
};

describe('the log context of an HTTP request', () => {
  it('carries the Lambda request id, the API request id, the route, the x-request-id and the booking id', async () => {
    const result = await bookingHandler(request({ 'x-request-id': 'edge-abc-123' }), lambdaContext('lambda-1'));
    expect(result.headers?.['x-request-id']).toBe('edge-abc-123');
    const line = lines.find((entry) => entry.message === 'booking created');
    expect(line).toMatchObject({
      level: 'INFO',
      function_name: 'BookingsCreateBooking',
      function_request_id: 'lambda-1',
      api_request_id: 'api-request-1',
      route: 'POST /api/bookings',
      correlation_id: 'edge-abc-123',
      booking_id: 'b-20261201-1',
    });
    expect(line).toHaveProperty('cold_start');
  });

  it("uses API Gateway's request id as the correlation id when no usable x-request-id came, and echoes it", async () => {
    const unusable: Record<string, string>[] = [{}, { 'x-request-id': 'has spaces and\nnewlines' }, { 'x-request-id': 'x'.repeat(129) }];
    for (const headers of unusable) {
      lines = [];
      const result = await bookingHandler(request(headers), lambdaContext('lambda-2'));
      expect(result.headers?.['x-request-id']).toBe('api-request-1');
      expect(lines.find((entry) => entry.message === 'booking created')).toMatchObject({ correlation_id: 'api-request-1' });
    }
  });

  it('starts each invocation afresh: a booking id of the previous request is not carried over', async () => {
    await bookingHandler(request({ 'x-request-id': 'first' }), lambdaContext('lambda-3'));
    lines = [];
    const result = await refusingHandler(request({ 'x-request-id': 'second' }), lambdaContext('lambda-4'));
    expect(result.statusCode).toBe(409);
    expect(result.headers?.['x-request-id']).toBe('second');
    const refused = lines.find((entry) => entry.message === 'request refused');
    expect(refused).toMatchObject({ correlation_id: 'second', function_request_id: 'lambda-4', status: 409, error_code: 'DUPLICATE_BOOKING' });
    expect(lines.every((entry) => entry.booking_id === undefined)).toBe(true);
  });

  it('logs an unexpected failure at ERROR with its stack, and answers 500 with the request id', async () => {
    const failing = httpHandler({}, async () => {
      throw new Error('table gone');
    });
    const result = await failing(request({ 'x-request-id': 'broken-1' }), lambdaContext('lambda-5'));
    expect(result.statusCode).toBe(500);
    expect(result.headers?.['x-request-id']).toBe('broken-1');
    expect(lines.find((entry) => entry.level === 'ERROR')).toMatchObject({
      message: 'unhandled error',
      correlation_id: 'broken-1',
      error: { name: 'Error', message: 'table gone', stack: expect.stringContaining('table gone') },
    });
  });
});
