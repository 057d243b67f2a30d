import { cancelAddressBookingsBodySchema, type CancelAddressBookingsResponse } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { toAdminBooking } from './booking-list';
import { cancelAddressBookings } from './booking-senders';
import { senderDeps } from './booking-deps';

/** POST /api/admin/bookings/cancel-by-email `{email, reason?}` — cancels every upcoming booking of the address. */
export const handler = httpHandler({ authorize: staffWith('calendar:write'), body: cancelAddressBookingsBodySchema }, async ({ caller, body }) => {
  const cancelled = await cancelAddressBookings(senderDeps(), caller, body.email, body.reason);
  const response: CancelAddressBookingsResponse = { cancelled: cancelled.map((booking) => toAdminBooking(booking, booking)) };
  return { body: response };
});
