import { describe, expect, it } from 'vitest';
import { readableLogLine } from './log-view';

describe('the local log view', () => {
  it('shows a handler log entry as time, level, handler, message and its ids', () => {
    const line = JSON.stringify({
      level: 'WARN',
      message: 'notification failed',
      timestamp: '2026-12-01T09:15:02.345Z',
      service: 'northstar-local',
      function_name: 'NotificationsProcessBookingStream',
      correlation_id: 'req-1',
      booking_id: 'b-20261201-x',
      error_type: 'email_failed',
      error: { name: 'ServiceUnavailable', message: 'SES is away' },
    });
    expect(readableLogLine(line)).toBe(
      '09:15:02.345  WARN   NotificationsProcessBookingStream  notification failed  req=req-1 booking=b-20261201-x type=email_failed  (ServiceUnavailable: SES is away)',
    );
  });

  it('shows an embedded-metric-format line as the metric, its dimensions and ids', () => {
    const line = JSON.stringify({
      _aws: { Timestamp: Date.parse('2026-12-01T09:15:03Z'), CloudWatchMetrics: [{ Namespace: 'Northstar', Dimensions: [[], ['Reason']], Metrics: [{ Name: 'BookingsRefused', Unit: 'Count' }] }] },
      Reason: 'taken',
      BookingsRefused: 1,
    });
    expect(readableLogLine(line)).toBe('09:15:03.000  METRIC  BookingsRefused +1  Reason=taken');
  });

  it('leaves any other line as it is', () => {
    for (const line of ['READY {"baseUrl":"http://localhost:8080"}', '{"status":"ok"}', 'Seeded calendar', '{not json']) {
      expect(readableLogLine(line)).toBeUndefined();
    }
  });
});
