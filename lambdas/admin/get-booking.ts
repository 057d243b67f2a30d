import { bookingIdParamsSchema, type AdminBookingDetailResponse } from '../../shared/admin/schemas';
import { reminderList } from '../../shared/booking/reminders';
import { AppError } from '../../shared/errors';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { toAdminBooking } from './booking-list';
import { bookingStore } from '../bookings/deps';

/**
 * GET /api/admin/bookings/{id} — one booking with the visitor's details and its reminders (each with its time and
 * whether it is scheduled, sent, cancelled or skipped) and whether they were planned yet, read consistently. Every
 * staff role may read it.
 */
export const handler = httpHandler({ authorize: staffWith('dashboard:read'), params: bookingIdParamsSchema }, async ({ params }) => {
  const record = await bookingStore().getBooking(params.id);
  if (!record) throw new AppError('NOT_FOUND', { message: 'No booking has this id.' });
  const body: AdminBookingDetailResponse = {
    booking: { ...toAdminBooking(record, record), reminders: reminderList(record.reminders), remindersPlanned: record.reminders !== undefined },
  };
  return { body };
});
