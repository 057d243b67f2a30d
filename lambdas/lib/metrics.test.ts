import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../shared/errors';
import { countBookingRefusal, recordNotificationFailure, refusedAs } from './metrics';

/** The embedded-metric-format lines written during a test. */
let metricLines: Record<string, unknown>[] = [];
beforeEach(() => {
  metricLines = [];
  const capture = (chunk: unknown) => {
    for (const line of String(chunk).split('\n')) {
      if (line.startsWith('{"_aws"')) metricLines.push(JSON.parse(line) as Record<string, unknown>);
    }
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => vi.restoreAllMocks());

const refusals = () => metricLines.filter((line) => line.BookingsRefused === 1).map((line) => line.Reason);
const rethrown = (error: unknown) => {
  try {
    countBookingRefusal(error);
  } catch (thrown) {
    return thrown;
  }
  throw new Error('countBookingRefusal did not throw');
};

describe('application metrics', () => {
  it('are published without dimensions (what alarms read) and with their dimension, without a service dimension', () => {
    recordNotificationFailure('email_failed', 'b-20261201-1', 'SES is away');
    expect(metricLines).toHaveLength(1);
    const [line] = metricLines;
    expect(line._aws).toMatchObject({
      CloudWatchMetrics: [{ Namespace: 'Northstar', Dimensions: [[], ['ErrorType']], Metrics: [{ Name: 'NotificationFailures', Unit: 'Count' }] }],
    });
    expect(line).toMatchObject({ NotificationFailures: 1, ErrorType: 'email_failed', booking_id: 'b-20261201-1' });
    expect(line).not.toHaveProperty('service');
  });

  it("count a booking request's refusal by the reason its error tells, rethrowing every error", () => {
    const errors = [new AppError('DUPLICATE_BOOKING'), new AppError('RATE_LIMITED'), new AppError('SLOT_UNAVAILABLE'), new Error('boom')];
    for (const error of errors) expect(rethrown(error)).toBe(error);
    expect(refusals()).toEqual(['taken', 'client-limit']);
  });

  it('count a refusal decided under another reason once, under that reason', () => {
    const blocked = refusedAs('blocked', new AppError('RATE_LIMITED'));
    expect(rethrown(blocked)).toBe(blocked);
    expect(refusals()).toEqual(['blocked']);
  });
});
