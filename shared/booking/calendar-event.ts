import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import { brand } from '../site/brand';

/*
 * A consultation as an iCalendar file: the invitation the e-mails carry and the file the confirmation screen offers
 * (its "add to calendar" links are in calendar-links.ts). An event lists a place only when the meeting has its own
 * link: a visitor must never be sent to a page that is not their meeting.
 */

export interface CalendarEventInput {
  bookingId: string;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  /** When the event was made (DTSTAMP). */
  createdAt: string;
  summary: string;
  description: string;
  /** The meeting's own link; absent when there is none yet. */
  meetLink?: string;
}

export interface InvitationInput extends CalendarEventInput {
  organizer: { name: string; email: string };
  attendees: { name?: string; email: string }[];
  /** 0 for the first invitation; each update of the booking (a move) sends the next. */
  sequence?: number;
}

/** Stable UID of a booking's event: every invitation and later update of the booking refers to the same event. */
export function invitationUid(bookingId: string): string {
  return `${bookingId}@northstar.agency`;
}

function calendarWith(method: ICalCalendarMethod, input: CalendarEventInput, extra: Partial<ICalEventData> = {}): string {
  const calendar = ical({ name: brand.calendarName, prodId: { company: brand.name, product: brand.calendarName, language: 'EN' }, method });
  calendar.createEvent({
    id: invitationUid(input.bookingId),
    stamp: new Date(input.createdAt),
    start: new Date(input.start),
    end: new Date(input.end),
    summary: input.summary,
    description: input.description,
    ...(input.meetLink ? { location: input.meetLink, url: input.meetLink } : {}),
    ...extra,
  });
  return calendar.toString();
}

/** An iCalendar invitation (METHOD:REQUEST) with UTC times and a stable UID, as the e-mails attach it. */
export function buildInvitation(input: InvitationInput): string {
  return calendarWith(ICalCalendarMethod.REQUEST, input, {
    sequence: input.sequence ?? 0,
    organizer: input.organizer,
    attendees: input.attendees.map((attendee) => ({
      email: attendee.email,
      name: attendee.name,
      rsvp: true,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
    })),
  });
}

/** The event as a plain file to add to any calendar (METHOD:PUBLISH, no organizer or attendees). */
export function buildEventFile(input: CalendarEventInput): string {
  return calendarWith(ICalCalendarMethod.PUBLISH, input);
}
