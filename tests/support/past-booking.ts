import { randomUUID } from 'node:crypto';
import type { BookingRecord } from '../../lambdas/bookings/booking-store';
import { addDays, dateAt, instantOfWallTime, isoInstant } from '../../shared/booking/time';

/**
 * A confirmed 30-minute booking whose meeting began `daysAgo` business days back at `time` in `zone`, as the booking
 * transaction stores it: no API books the past, so tests that need one write it themselves. A few days back keeps it
 * well within the retention, which would otherwise anonymise it at once.
 */
export function pastBookingRecord(
  person: { name: string; email: string; company: string },
  { daysAgo, time, zone }: { daysAgo: number; time: string; zone: string },
): BookingRecord {
  const date = addDays(dateAt(Date.now(), zone), -daysAgo);
  const start = instantOfWallTime(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), zone)!;
  return {
    id: `b-${date.replace(/-/g, '')}-${randomUUID()}`,
    date,
    time,
    start: isoInstant(start),
    end: isoInstant(start + 30 * 60_000),
    duration: 30,
    status: 'confirmed',
    createdAt: isoInstant(start - 86_400_000),
    ...person,
    phone: '2025550143',
    phoneCountryCode: '+1',
    country: 'United States',
    role: 'CEO',
    subject: 'A meeting in the past',
    guests: [],
    customerTimezone: zone,
    businessTimezone: zone,
    theme: 'light',
  };
}
