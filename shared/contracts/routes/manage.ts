import type { HttpRoute } from './types';

/** The visitor's own booking, opened with the signed token of the confirmation e-mail (docs/manage-booking.md). */
const changes = {
  auth: 'none',
  rateLimit: 'booking',
  tables: { calendar_settings: 'read', availability_blocks: 'read', bookings: 'readwrite', booking_slots: 'readwrite', booking_limits: 'readwrite' },
  secrets: ['bookingToken'],
} as const satisfies Partial<HttpRoute>;

export const manageRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/api/bookings/{id}', handler: 'lambdas/manage-booking/get-managed-booking.ts', ...changes, rateLimit: 'read' },
  { method: 'POST', path: '/api/bookings/{id}/cancel', handler: 'lambdas/manage-booking/cancel-managed-booking.ts', ...changes, metrics: ['BookingsCancelled'] },
  { method: 'POST', path: '/api/bookings/{id}/reschedule', handler: 'lambdas/manage-booking/reschedule-booking.ts', ...changes, metrics: ['BookingsRescheduled'] },
];
