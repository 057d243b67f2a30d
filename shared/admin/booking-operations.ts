import { formatInZone } from '../booking/format';
import type { Attendance } from '../booking/schemas';
import { addDays, dayOfWeek } from '../booking/time';

/*
 * The rules of what staff do with bookings from the dashboard (docs/admin.md "Booking operations"): searching,
 * the week view, marking attendance, and the audit log's sentence for each action. Pure: `now` is an argument.
 */

export const attendanceLabels: Record<Attendance, string> = { attended: 'Attended', 'no-show': 'No-show' };

/** Why attendance cannot be marked: the booking was cancelled, or its meeting has not started yet. */
export type AttendanceRefusal = 'cancelled' | 'not-started';

/**
 * Attendance is a fact about a meeting that took place (or should have): it can be marked once the meeting's start
 * has passed, never before, and never for a cancelled booking.
 */
export function attendanceRefusal(booking: { start: string; status: string }, now: number): AttendanceRefusal | undefined {
  if (booking.status === 'cancelled') return 'cancelled';
  if (now < Date.parse(booking.start)) return 'not-started';
  return undefined;
}

export const attendanceRefusalMessages: Record<AttendanceRefusal, { title: string; message: string }> = {
  cancelled: { title: 'Booking Cancelled', message: 'This booking was cancelled, so there was no meeting to attend.' },
  'not-started': { title: 'Meeting Not Held Yet', message: 'This meeting has not started yet. Mark attendance once its start time has passed.' },
};

/** Staff cannot move a meeting that has already started or a cancelled booking. */
export function staffMoveRefusal(booking: { start: string; status: string }, now: number): { title: string; message: string } | undefined {
  if (booking.status === 'cancelled') return { title: 'Booking Cancelled', message: 'This booking was cancelled, so it can no longer be moved. Book a new time instead.' };
  if (now >= Date.parse(booking.start)) return { title: 'Meeting Already Started', message: 'This meeting has already started, so it can no longer be moved.' };
  return undefined;
}

/** The longest search text the bookings list accepts. */
export const MAX_BOOKING_SEARCH_LENGTH = 100;

/**
 * Whether a booking matches what staff typed: every word of the search appears, ignoring case and accents, in the
 * name, the e-mail address or the company. An empty search matches everything.
 */
export function matchesBookingSearch(booking: { name: string; email: string; company: string }, search: string | undefined): boolean {
  const words = fold(search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${booking.name} ${booking.email} ${booking.company}`);
  return words.every((word) => haystack.includes(word));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** How many weeks the week view shows from the current week on. */
export const WEEK_VIEW_WEEKS = 4;

export interface WeekDay<T> {
  date: string;
  bookings: T[];
}

/** The Monday of the week of `date` (weeks start on Monday). */
export function weekStart(date: string): string {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

/**
 * Bookings laid out by business date over `weeks` whole weeks from the week of `from`: every day is there, those
 * without bookings too, so the view reads as a calendar. Within a day, by start.
 */
export function layOutWeeks<T extends { date: string; start: string }>(bookings: readonly T[], from: string, weeks: number): WeekDay<T>[][] {
  const first = weekStart(from);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => {
      const date = addDays(first, week * 7 + day);
      return { date, bookings: bookings.filter((booking) => booking.date === date).sort((a, b) => a.start.localeCompare(b.start)) };
    }),
  );
}

/** `Tuesday, March 3, 2026 at 10:00 (Africa/Cairo, GMT+2)`: a meeting's start as the business reads it. */
export function meetingTimeInWords(start: string, zone: string): string {
  const shown = formatInZone(start, zone);
  return `${shown.longDate} at ${shown.time} (${zone}, ${shown.offsetLabel})`;
}

/** `1 no-show`, `3 no-shows`. */
export function noShowsInWords(count: number): string {
  return `${count} no-show${count === 1 ? '' : 's'}`;
}

interface BookingInWords {
  name: string;
  company: string;
  start: string;
  businessTimezone: string;
}

const who = (booking: BookingInWords) => (booking.company ? `${booking.name} (${booking.company})` : booking.name);

/** The audit log's sentence for each staff action on a booking. */
export const auditSentences = {
  created: (booking: BookingInWords) => `Booked a meeting for ${who(booking)} on ${meetingTimeInWords(booking.start, booking.businessTimezone)}.`,
  rescheduled: (booking: BookingInWords, previousStart: string) =>
    `Moved ${who(booking)}'s meeting from ${meetingTimeInWords(previousStart, booking.businessTimezone)} to ${meetingTimeInWords(booking.start, booking.businessTimezone)}.`,
  cancelled: (booking: BookingInWords, reason?: string) =>
    `Cancelled ${who(booking)}'s meeting of ${meetingTimeInWords(booking.start, booking.businessTimezone)}${reason ? `, saying “${reason}”` : ''}.`,
  attendance: (booking: BookingInWords, attendance: Attendance) =>
    `Marked ${who(booking)}'s meeting of ${meetingTimeInWords(booking.start, booking.businessTimezone)} as ${attendance === 'attended' ? 'attended' : 'a no-show'}.`,
};
