import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import { brand } from '../../shared/site/brand';

export interface InvitationInput {
  bookingId: string;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  createdAt: string;
  summary: string;
  description: string;
  meetLink: string;
  organizer: { name: string; email: string };
  attendees: { name?: string; email: string }[];
  /** 0 for the first invitation; each update of the booking (a move) sends the next. */
  sequence?: number;
}

/** Stable UID of a booking's event: every invitation and later update of the booking refers to the same event. */
export function invitationUid(bookingId: string): string {
  return `${bookingId}@northstar.agency`;
}

/** An iCalendar invitation (METHOD:REQUEST) with UTC times and a stable UID. */
export function buildInvitation(input: InvitationInput): string {
  const calendar = ical({
    name: brand.calendarName,
    prodId: { company: brand.name, product: brand.calendarName, language: 'EN' },
    method: ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invitationUid(input.bookingId),
    sequence: input.sequence ?? 0,
    stamp: new Date(input.createdAt),
    start: new Date(input.start),
    end: new Date(input.end),
    summary: input.summary,
    description: input.description,
    location: input.meetLink,
    url: input.meetLink,
    organizer: input.organizer,
    attendees: input.attendees.map((attendee) => ({
      email: attendee.email,
      name: attendee.name,
      rsvp: true,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
    })),
  });
  return calendar.toString();
}

/** "Add to Google Calendar" link for the event. */
export function googleCalendarLink(input: { summary: string; description: string; start: string; end: string; location: string }): string {
  const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: input.summary,
    dates: `${stamp(input.start)}/${stamp(input.end)}`,
    details: input.description,
    location: input.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
