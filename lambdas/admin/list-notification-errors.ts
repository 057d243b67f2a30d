import { notificationErrorsQuerySchema, type NotificationErrorDto } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { bookingStore } from '../bookings/deps';
import { notificationErrors } from '../notifications/deps';

/**
 * GET /api/admin/notification-errors?type&state — failed notifications, newest failure first, each with the booking
 * it concerns (start, zone, customer) so staff can tell them apart without opening the booking.
 */
export const handler = httpHandler({ authorize: staffWith('dashboard:read'), query: notificationErrorsQuerySchema }, async ({ query }) => {
  const rows = (await notificationErrors().list()).filter(
    (row) =>
      (query.type === 'all' || row.error_type === query.type) &&
      (query.state === 'all' || (query.state === 'resolved') === Boolean(row.resolved_at)),
  );
  const found = new Map((await bookingStore().getBookings(rows.map((row) => row.booking_id))).map((booking) => [booking.id, booking]));
  const errors = rows.map((row): NotificationErrorDto => {
    const booking = found.get(row.booking_id);
    return {
      ...(row as NotificationErrorDto),
      ...(booking ? { booking: { start: booking.start, timezone: booking.businessTimezone, customer: booking.name, ...(booking.company ? { company: booking.company } : {}) } } : {}),
    };
  });
  return { body: { errors } };
});
