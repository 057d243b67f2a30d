import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import { brand } from '../site/brand';

/*
 * A consultation as a calendar event: the invitation the e-mails carry, the file the confirmation screen offers,
 * and the "add to calendar" links of Google and Outlook. An event lists a place only when the meeting has its own
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

type LinkInput = Pick<CalendarEventInput, 'summary' | 'description' | 'start' | 'end' | 'meetLink'>;

/** "Add to Google Calendar" link for the event. */
export function googleCalendarLink(input: LinkInput): string {
  const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: input.summary,
    dates: `${stamp(input.start)}/${stamp(input.end)}`,
    details: input.description,
    ...(input.meetLink ? { location: input.meetLink } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** "Add to Outlook" link (Outlook on the web's compose form; UTC times). */
export function outlookCalendarLink(input: LinkInput): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: input.summary,
    startdt: new Date(input.start).toISOString(),
    enddt: new Date(input.end).toISOString(),
    body: input.description,
    ...(input.meetLink ? { location: input.meetLink } : {}),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}

/** What a consultation's event says: its title and a description with the link, or that the link will follow. */
export function consultationEventText(booking: { duration: number; subject?: string; meetLink?: string }, title: string): { summary: string; description: string } {
  return {
    summary: title,
    description: [
      `Discovery session (${booking.duration} minutes) with ${brand.name}.`,
      booking.meetLink ? `Join: ${booking.meetLink}` : 'The meeting link will follow by e-mail before the call.',
      ...(booking.subject ? [`Subject: ${booking.subject}`] : []),
    ].join('\n'),
  };
}
