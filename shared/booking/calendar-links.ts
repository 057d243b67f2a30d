import { brand } from '../site/brand';

/*
 * "Add to calendar" links of Google Calendar and Outlook, and the words of a consultation's event, shared by the
 * e-mails and the confirmation screen (kept apart from the iCalendar writer, which the browser loads only on demand).
 * A link lists a place only when the meeting has its own link.
 */

interface LinkInput {
  summary: string;
  description: string;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  /** The meeting's own link; absent when there is none yet. */
  meetLink?: string;
}

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
