import type { HttpRoute, StreamConsumer } from './types';

/*
 * Personal data requests and retention (docs/privacy.md). A visitor asks for a copy or the erasure of their data
 * and confirms it through a single-use e-mailed link; admins erase an address from the dashboard and see every
 * request with its deadline. The retention consumer turns DynamoDB's TTL deletions into anonymised bookings and
 * hashed newsletter suppressions.
 */

/** What reading and erasing an address touches: every store that holds personal data. */
const personalData = {
  bookings: 'readwrite',
  booking_slots: 'readwrite',
  booking_limits: 'readwrite',
  contact_messages: 'readwrite',
  chat_conversations: 'readwrite',
  newsletter_subscribers: 'readwrite',
  audit_log: 'readwrite',
  privacy_requests: 'readwrite',
  suppressed_hashes: 'write',
} as const;

const admin = (route: Pick<HttpRoute, 'method' | 'path' | 'handler'>): HttpRoute => ({
  ...route,
  auth: 'jwt',
  rateLimit: 'staff',
  tables: { user_roles: 'read', ...personalData },
  timeoutSeconds: 30,
});

export const privacyRoutes: readonly HttpRoute[] = [
  {
    method: 'POST',
    path: '/api/privacy/requests',
    handler: 'lambdas/privacy/submit-request.ts',
    auth: 'none',
    rateLimit: 'form',
    tables: {
      rate_limits: 'readwrite',
      privacy_requests: 'readwrite',
      bookings: 'read',
      // The booking store's constructor names it; the lookup reads only `bookings`.
      booking_slots: 'read',
      contact_messages: 'read',
      chat_conversations: 'read',
      newsletter_subscribers: 'read',
    },
    capabilities: ['ses'],
    timeoutSeconds: 30,
  },
  {
    method: 'POST',
    path: '/api/privacy/requests/confirm',
    handler: 'lambdas/privacy/confirm-request.ts',
    auth: 'none',
    rateLimit: 'form',
    tables: personalData,
    metrics: ['BookingsCancelled'],
    timeoutSeconds: 30,
  },
  { ...admin({ method: 'POST', path: '/api/admin/privacy/erase', handler: 'lambdas/privacy/erase-address.ts' }), metrics: ['BookingsCancelled'] },
  admin({ method: 'GET', path: '/api/admin/privacy/requests', handler: 'lambdas/privacy/list-requests.ts' }),
];

/**
 * Retention: a BOOKING item gets its anonymisation date, and is written back without its personal fields when TTL
 * removes it; an unsubscribed newsletter row TTL removes leaves its address's hash on the suppression list.
 */
export const privacyStreamConsumers: readonly StreamConsumer[] = (['bookings', 'newsletter_subscribers'] as const).map((table) => ({
  table,
  handler: 'lambdas/privacy/apply-retention.ts',
  batchSize: 25,
  maxRetries: 8,
  tables: { bookings: 'readwrite', booking_slots: 'read', calendar_settings: 'read', availability_blocks: 'read', suppressed_hashes: 'write' },
  timeoutSeconds: 60,
}));
