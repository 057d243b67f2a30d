import type { HttpRoute, ScheduledHandler, StreamConsumer } from './types';
import { calendarSync } from './admin';

export const bookingRoutes: readonly HttpRoute[] = [
  {
    method: 'GET',
    path: '/api/calendar/settings',
    handler: 'lambdas/calendar/get-settings.ts',
    auth: 'none',
    rateLimit: 'read',
    // The calendar store is built with both of its tables' names, and a function is given only the names it declares.
    tables: { calendar_settings: 'read', availability_blocks: 'read' },
  },
  {
    method: 'GET',
    path: '/api/availability',
    handler: 'lambdas/bookings/get-availability.ts',
    auth: 'none',
    rateLimit: 'read',
    tables: { calendar_settings: 'read', availability_blocks: 'read', bookings: 'read' },
  },
  {
    method: 'POST',
    path: '/api/bookings',
    handler: 'lambdas/bookings/create-booking.ts',
    auth: 'none',
    rateLimit: 'booking',
    tables: {
      calendar_settings: 'read',
      availability_blocks: 'read',
      bookings: 'readwrite',
      booking_slots: 'readwrite',
      booking_limits: 'readwrite',
      idempotency_keys: 'readwrite',
    },
    // The manage link of the 201 is signed with the booking token secret.
    secrets: ['bookingToken'],
    metrics: ['BookingsCreated', 'BookingsRefused'],
  },
];

/**
 * The outbox: every change of the `bookings` table reaches the notifications consumer (DynamoDB Streams and a
 * Lambda event source mapping in AWS, with bisect-on-error, partial batch responses and a dead-letter queue; the
 * local stream emulation in `npm start`).
 */
export const bookingStreamConsumers: readonly StreamConsumer[] = [
  {
    table: 'bookings',
    handler: 'lambdas/notifications/process-booking-stream.ts',
    batchSize: 10,
    maxRetries: 8,
    timeoutSeconds: 60,
    tables: {
      bookings: 'readwrite',
      notification_deliveries: 'readwrite',
      notification_errors: 'write',
      ws_connections: 'readwrite',
      // The reminder offsets (the calendar store is built with both of its tables' names).
      calendar_settings: 'read',
      availability_blocks: 'read',
    },
    capabilities: ['ses', 'realtime'],
    schedules: ['reminder'],
    secrets: ['bookingToken', 'googleServiceAccount'],
    metrics: ['NotificationFailures'],
  },
];

/** Every staff calendar's feed is read every 5 minutes, so a new meeting in it hides its slots within minutes. */
export const bookingSchedules: readonly ScheduledHandler[] = [
  {
    handler: 'lambdas/calendars/sync-feeds.ts',
    everyMinutes: 5,
    description: 'Reads every staff calendar feed into the busy times of the booking horizon',
    ...calendarSync,
    timeoutSeconds: 240,
  },
];
