import { matchesBookingSearch } from '../../shared/admin/booking-operations';
import type { AdminBooking, AdminBookingsQuery } from '../../shared/admin/schemas';
import { addDays, daysBetween } from '../../shared/booking/time';
import type { BookingRecord, BookingStore, DayEntry } from '../bookings/booking-store';
import { toBookingDto } from '../bookings/place-booking';

/**
 * The bookings of a range of business dates with the visitor's details: the DAY items of the dates (the authority
 * on status) and the BOOKING items of their entries, in one batch read each. With a search (`q`), only those whose
 * name, e-mail address or company hold its words. Sorted by start.
 */
export async function listBookings(store: BookingStore, query: AdminBookingsQuery): Promise<AdminBooking[]> {
  const dates: string[] = [];
  for (let offset = 0; offset <= daysBetween(query.from, query.to); offset += 1) dates.push(addDays(query.from, offset));
  const days = await store.readDays(dates);
  const entries = [...days.values()]
    .flatMap((day) => Object.values(day.bookings))
    .filter((entry) => query.status === 'all' || entry.status === query.status);
  const records = new Map((await store.getBookings(entries.map((entry) => entry.id))).map((record) => [record.id, record]));
  return entries
    .filter((entry) => records.has(entry.id) && matchesBookingSearch(records.get(entry.id)!, query.q))
    .map((entry) => toAdminBooking(entry, records.get(entry.id)!))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** What the visitor sees of a booking (its DAY entry, the authority on status), with the details staff need. */
export function toAdminBooking(entry: DayEntry, record: BookingRecord): AdminBooking {
  return {
    ...toBookingDto(entry),
    createdAt: entry.createdAt,
    name: record.name,
    email: record.email,
    phone: record.phone,
    phoneCountryCode: record.phoneCountryCode,
    country: record.country,
    company: record.company,
    role: record.role,
    subject: record.subject,
    guests: record.guests ?? [],
    customerTimezone: record.customerTimezone,
    businessTimezone: record.businessTimezone,
    // Only a meeting's own link is shown; any other stored status (older bookings' stand-in links) means none.
    ...(record.meetLinkStatus === 'created' && record.meetLink ? { meetLink: record.meetLink, meetLinkStatus: 'created' as const } : {}),
    ...(record.meetLinkStatus && record.meetLinkStatus !== 'created' ? { meetLinkStatus: 'missing' as const } : {}),
    ...(record.cancelledAt ? { cancelledAt: record.cancelledAt } : {}),
    ...(record.cancelledBy ? { cancelledBy: record.cancelledBy } : {}),
    ...(record.cancelReason ? { cancelReason: record.cancelReason } : {}),
    ...(record.bookedBy ? { bookedBy: record.bookedBy } : {}),
    ...(record.rescheduleCount ? { rescheduleCount: record.rescheduleCount } : {}),
    ...(record.attendance ? { attendance: record.attendance, attendanceMarkedAt: record.attendanceMarkedAt, attendanceMarkedBy: record.attendanceMarkedBy } : {}),
  };
}
