import { createHash } from 'node:crypto';
import { hasSecret, readSecret } from '../lib/secrets';

/** What a meeting-link provider is told about a booking to create its calendar event and video link. */
export interface MeetingRequest {
  bookingId: string;
  summary: string;
  description: string;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  businessTimezone: string;
  attendees: { email: string; displayName?: string }[];
}

export interface MeetingLink {
  meetLink: string;
  calendarEventId?: string;
}

/** Makes a meeting link for a booking; throws when it cannot. Must be idempotent per booking id. */
export interface MeetLinkProvider {
  readonly name: string;
  create(request: MeetingRequest): Promise<MeetingLink>;
  /** Moves the event of a booking the visitor rescheduled (manage-booking); the link stays the same. */
  move?(request: MeetingEvent): Promise<void>;
  /** Cancels the event of a cancelled booking. */
  cancel?(request: MeetingEvent): Promise<void>;
}

/** Where a booking's event is (moves and cancellations). */
export interface MeetingEvent {
  calendarEventId: string;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  businessTimezone: string;
}

interface ServiceAccount {
  client_email: string;
  private_key: string;
}

/**
 * Google Calendar with a Google Meet conference, authenticated as a service account (JWT). The event id is derived
 * from the booking id, so a second attempt for the same booking finds the first event instead of making another.
 * Attendees are only added when the service account impersonates a Workspace user (GOOGLE_IMPERSONATE_SUBJECT):
 * a plain service account may not invite them. The invitations themselves are our own e-mails.
 */
export class GoogleMeetProvider implements MeetLinkProvider {
  readonly name = 'google-calendar';

  constructor(
    private readonly loadCredentials: () => Promise<ServiceAccount>,
    private readonly calendarId = process.env.GOOGLE_CALENDAR_ID ?? 'primary',
    private readonly subject = process.env.GOOGLE_IMPERSONATE_SUBJECT,
  ) {}

  private async api() {
    const credentials = await this.loadCredentials();
    const { calendar, auth } = await import('@googleapis/calendar');
    const client = new auth.JWT({
      email: credentials.client_email,
      key: credentials.private_key,
      scopes: ['https://www.googleapis.com/auth/calendar.events'],
      subject: this.subject,
    });
    return calendar({ version: 'v3', auth: client });
  }

  async move(request: MeetingEvent): Promise<void> {
    const api = await this.api();
    await api.events.patch({
      calendarId: this.calendarId,
      eventId: request.calendarEventId,
      sendUpdates: 'none',
      requestBody: {
        start: { dateTime: request.start, timeZone: request.businessTimezone },
        end: { dateTime: request.end, timeZone: request.businessTimezone },
      },
    });
  }

  async cancel(request: MeetingEvent): Promise<void> {
    const api = await this.api();
    try {
      await api.events.delete({ calendarId: this.calendarId, eventId: request.calendarEventId, sendUpdates: 'none' });
    } catch (error) {
      if ((error as { code?: number }).code !== 410) throw error; // already deleted
    }
  }

  async create(request: MeetingRequest): Promise<MeetingLink> {
    const api = await this.api();
    const eventId = googleEventId(request.bookingId);
    let event;
    try {
      const inserted = await api.events.insert({
        calendarId: this.calendarId,
        conferenceDataVersion: 1,
        sendUpdates: 'none',
        requestBody: {
          id: eventId,
          summary: request.summary,
          description: request.description,
          start: { dateTime: request.start, timeZone: request.businessTimezone },
          end: { dateTime: request.end, timeZone: request.businessTimezone },
          ...(this.subject ? { attendees: request.attendees } : {}),
          conferenceData: { createRequest: { requestId: request.bookingId, conferenceSolutionKey: { type: 'hangoutsMeet' } } },
        },
      });
      event = inserted.data;
    } catch (error) {
      if ((error as { code?: number }).code !== 409) throw error;
      event = (await api.events.get({ calendarId: this.calendarId, eventId })).data;
    }
    const link = event.hangoutLink ?? event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === 'video')?.uri;
    if (!link) throw new Error(`Google Calendar made event ${eventId} without a Meet link`);
    return { meetLink: link, calendarEventId: event.id ?? eventId };
  }
}

/** Google event ids use base32hex characters (a–v, 0–9): a hex digest fits. */
export function googleEventId(bookingId: string): string {
  return `ns${createHash('sha256').update(bookingId).digest('hex').slice(0, 40)}`;
}

let configured: MeetLinkProvider | null | undefined;

/**
 * The provider from configuration: the Google service account's key JSON in Secrets Manager (the secret
 * `googleServiceAccount`, read at run time); null when the deployment has none.
 */
export function configuredMeetLinkProvider(): MeetLinkProvider | null {
  configured ??= hasSecret('googleServiceAccount')
    ? new GoogleMeetProvider(async () => parseServiceAccount(await readSecret('googleServiceAccount')))
    : null;
  return configured;
}

function parseServiceAccount(json: string): ServiceAccount {
  const parsed = JSON.parse(json) as Partial<ServiceAccount>;
  if (!parsed.client_email || !parsed.private_key) throw new Error('The Google service account JSON lacks client_email or private_key');
  return { client_email: parsed.client_email, private_key: parsed.private_key };
}
