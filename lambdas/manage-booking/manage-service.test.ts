import { describe, expect, it } from 'vitest';
import { managedBookingResponseSchema } from '../../shared/booking/manage';
import type { BookingRecord } from '../bookings/booking-store';
import { signManageToken } from '../bookings/manage-token';
import { pastBookingRecord } from '../../tests/support/past-booking';
import { viewBooking, type ManageDeps } from './manage-service';

const SECRET = 'manage-service-test-secret';
/** The clock the manage link is checked against; the booking's own time does not matter here. */
const NOW = Date.parse('2031-03-01T08:00:00.000Z');

const record = pastBookingRecord({ name: 'Ada Lovelace', email: 'ada@example.org', company: 'Analytical Engines' }, { daysAgo: 2, time: '10:00', zone: 'Africa/Cairo' });

/** What the manage page receives for `booking`, opened with a valid token. */
async function managed(booking: BookingRecord) {
  const deps = { secret: SECRET, minNoticeHours: 2, now: () => NOW, bookings: { getBooking: async () => booking } } as unknown as ManageDeps;
  const answer = await viewBooking(deps, booking.id, signManageToken(SECRET, booking.id, NOW + 86_400_000));
  return managedBookingResponseSchema.parse(answer).booking;
}

describe('the booking its manage link opens', () => {
  it('carries the meeting’s own link', async () => {
    const link = 'https://meet.jit.si/NorthstarConsultation-0123456789abcdef0123456789abcdef';
    expect(await managed({ ...record, meetLink: link, meetLinkStatus: 'created' })).toMatchObject({ meetLink: link, meetLinkPending: false });
  });

  it('carries no link when the meeting has none, or only an older stand-in that is not a meeting of its own', async () => {
    const standIn = { ...record, meetLink: 'https://meet.google.com/new', meetLinkStatus: 'placeholder' } as unknown as BookingRecord;
    const none: BookingRecord = { ...record, meetLinkStatus: 'missing', meetLinkMissing: 'none-chosen' };
    for (const booking of [standIn, none]) {
      const shown = await managed(booking);
      expect(shown.meetLink).toBeUndefined();
      expect(shown.meetLinkPending).toBe(true);
    }
  });
});
