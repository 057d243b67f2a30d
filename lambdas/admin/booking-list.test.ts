import { describe, expect, it } from 'vitest';
import { adminBookingSchema } from '../../shared/admin/schemas';
import type { BookingRecord, DayEntry } from '../bookings/booking-store';
import { toBookingDto } from '../bookings/place-booking';
import { toAdminBooking } from './booking-list';

const entry: DayEntry = {
  id: 'b-20310304-1',
  date: '2031-03-04',
  time: '10:00',
  start: '2031-03-04T09:00:00.000Z',
  end: '2031-03-04T09:30:00.000Z',
  duration: 30,
  status: 'cancelled',
  createdAt: '2031-03-01T08:00:00.000Z',
};
const record: BookingRecord = {
  ...entry,
  status: 'confirmed',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '5550100',
  phoneCountryCode: '+1',
  country: 'US',
  company: 'Analytical Engines',
  role: 'Founder',
  subject: 'A new website',
  guests: [],
  customerTimezone: 'America/New_York',
  businessTimezone: 'Europe/Berlin',
  theme: 'light',
  meetLink: 'https://meet.example.org/abc',
  meetLinkStatus: 'created',
};

describe('toAdminBooking', () => {
  it("shows staff what the visitor sees of the booking, with the DAY entry's status, plus the visitor's details", () => {
    const booking = toAdminBooking(entry, record);
    expect(booking).toMatchObject({ ...toBookingDto(entry), meetLink: record.meetLink, name: 'Ada Lovelace', email: 'ada@example.org', status: 'cancelled' });
    expect(adminBookingSchema.parse(booking)).toEqual(booking);
  });

  it('shows no link for a booking whose link was not its meeting’s own (an older stand-in) or that has none', () => {
    const standIn = { ...record, meetLink: 'https://meet.google.com/new', meetLinkStatus: 'placeholder' } as unknown as BookingRecord;
    const missing: BookingRecord = { ...record, meetLink: undefined, meetLinkStatus: 'missing', meetLinkMissing: 'none-chosen' };
    for (const booking of [toAdminBooking(entry, standIn), toAdminBooking(entry, missing)]) {
      expect(booking.meetLink).toBeUndefined();
      expect(booking.meetLinkStatus).toBe('missing');
      expect(adminBookingSchema.parse(booking)).toEqual(booking);
    }
  });
});
