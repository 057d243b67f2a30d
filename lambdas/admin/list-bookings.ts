import { adminBookingsQuerySchema, type AdminBookingsResponse } from '../../shared/admin/schemas';
import { requireRole } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { listBookings } from './booking-list';
import { bookings } from './deps';

/** GET /api/admin/bookings?from&to&status — bookings of a range of business dates with the visitor's details. */
export const handler = httpHandler({ query: adminBookingsQuerySchema }, async ({ event, query }) => {
  await requireRole(event, 'dashboard:read');
  const body: AdminBookingsResponse = { bookings: await listBookings(bookings(), query) };
  return { body };
});
