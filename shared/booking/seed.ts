import { DEFAULT_REMINDER_MINUTES_BEFORE } from './reminders';
import { DEFAULT_MAX_UPCOMING_BOOKINGS_PER_EMAIL } from './limits';
import { DEFAULT_BOOKING_RETENTION_MONTHS } from '../privacy/rules';
import { DEFAULT_JITSI_BASE_URL, DEFAULT_MEETING_PROVIDER } from './meeting';
import type { AvailabilityBlock, CalendarSettings } from './schemas';

/** The seeded calendar settings: the settings' defaults with the business constants. */
export const seedCalendarSettings: CalendarSettings = {
  meetingDuration: 30,
  minAdvanceHours: 8,
  maxBookingDays: 30,
  bufferBefore: 0,
  bufferAfter: 0,
  sameDayBookingAllowed: false,
  timezone: 'Africa/Cairo',
  maxUpcomingBookingsPerEmail: DEFAULT_MAX_UPCOMING_BOOKINGS_PER_EMAIL,
  bookingRetentionMonths: DEFAULT_BOOKING_RETENTION_MONTHS,
  reminderMinutesBefore: [...DEFAULT_REMINDER_MINUTES_BEFORE],
  meetingProvider: DEFAULT_MEETING_PROVIDER,
  jitsiBaseUrl: DEFAULT_JITSI_BASE_URL,
};

/** One active block 09:00–17:00 for each of Monday to Friday. */
export const seedAvailabilityBlocks: readonly AvailabilityBlock[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  id: `seed-${dayOfWeek}`,
  dayOfWeek,
  startTime: '09:00',
  endTime: '17:00',
  isActive: true,
}));
