import { adminBookingsQuerySchema, type AdminBookingsResponse } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { listBookings } from './booking-list';
import { bookingStore } from '../bookings/deps';

/** GET /api/admin/bookings?from&to&status — bookings of a range of business dates with the visitor's details. */
export const handler = httpHandler({ authorize: staffWith('dashboard:read'), query: adminBookingsQuerySchema }, async ({ query }) => {
  const body: AdminBookingsResponse = { bookings: await listBookings(bookingStore(), query) };
  return { body };
});
