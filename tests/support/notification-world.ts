/**
 * An in-memory stand-in for what the notifications consumer writes and calls: the BOOKING item's meeting link,
 * `notification_deliveries` (claims with a lease, sent, failed), `notification_errors`, SES and the realtime
 * broadcast, behind the ports of `NotifyDeps`. The claim follows the store's condition: a delivery may be taken when
 * it is new, failed, or sending with its lease run out.
 */
import { createRequire } from 'node:module';
import type { BookingRecord, BookingStore, MeetLinkOutcome } from '../../lambdas/bookings/booking-store';
import { DELIVERY_LEASE_MS, type ClaimResult, type DeliveryState, type DeliveryStore } from '../../lambdas/notifications/delivery-store';
import type { MeetLinkProvider, MeetingRequest } from '../../lambdas/notifications/meet-link';
import type { NotificationError, NotificationErrorStore } from '../../lambdas/notifications/notification-errors-store';
import type { NotifyDeps } from '../../lambdas/notifications/notify-booking';
import type { RealtimeMessage } from '../../shared/realtime/messages';

export interface SentEmail {
  from: string;
  to: string;
  /** The raw MIME message (its headers are plain text, its parts base64). */
  message: string;
}

/** mailparser (the SES emulator's parser) has no type declarations: the little of it used here. */
interface ParsedMail {
  text?: string;
  attachments: { contentType: string; content: Buffer }[];
}
const { simpleParser } = createRequire(import.meta.url)('mailparser') as { simpleParser: (source: string) => Promise<ParsedMail> };

/** An e-mail's plain text and its calendar attachment, decoded. */
export async function readEmail(email: SentEmail): Promise<{ text: string; calendar: string }> {
  const parsed = await simpleParser(email.message);
  const calendar = parsed.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  return { text: parsed.text ?? '', calendar: calendar?.content.toString('utf8') ?? '' };
}

export class NotificationWorld {
  now = Date.parse('2026-03-02T06:00:00Z');
  readonly bookings = new Map<string, BookingRecord>();
  readonly deliveries = new Map<string, { state: DeliveryState; leaseUntil: number; attempts: number; messageId?: string }>();
  readonly errors: NotificationError[] = [];
  readonly sent: SentEmail[] = [];
  readonly broadcasts: RealtimeMessage[] = [];
  readonly meetingsCreated: MeetingRequest[] = [];
  /** Recipients SES refuses while listed (the emulator stopped, a rejected address). */
  readonly failingRecipients = new Set<string>();
  meetLinkFailure?: Error;
  broadcastFailure?: Error;

  constructor(private readonly options: { meetLinks?: 'provider' | 'none'; staffEmail?: string } = {}) {}

  get deps(): NotifyDeps {
    return {
      bookings: this.bookingStore(),
      meetLinks: this.options.meetLinks === 'none' ? null : this.meetLinkProvider(),
      deliveries: this.deliveryStore(),
      errors: { record: async (error: NotificationError) => void this.errors.push(structuredClone(error)) } as unknown as NotificationErrorStore,
      sendEmail: async (message, from, to) => {
        if (this.failingRecipients.has(to)) throw Object.assign(new Error(`Message rejected for ${to}`), { name: 'MessageRejected' });
        this.sent.push({ from, to, message: message.toString('utf8') });
        return { status: 'sent', messageId: `ses-${this.sent.length}` };
      },
      broadcast: async (message) => {
        if (this.broadcastFailure) throw this.broadcastFailure;
        this.broadcasts.push(message);
      },
      sender: 'Northstar Digital <hello@northstar.agency>',
      staffEmail: this.options.staffEmail,
      siteUrl: 'https://www.northstar.example/',
      now: () => this.now,
    };
  }

  sentTo(address: string): SentEmail[] {
    return this.sent.filter((email) => email.to === address);
  }

  private bookingStore(): BookingStore {
    return {
      getBooking: async (id: string) => structuredClone(this.bookings.get(id)),
      // As the store's condition: the first outcome wins, and a booking that has one keeps it.
      setMeetLink: async (id: string, link: MeetLinkOutcome) => {
        const booking = this.bookings.get(id);
        if (booking && !booking.meetLink && !booking.meetLinkStatus) Object.assign(booking, link);
        return structuredClone(booking);
      },
    } as unknown as BookingStore;
  }

  private meetLinkProvider(): MeetLinkProvider {
    return {
      name: 'fake-calendar',
      create: async (request) => {
        if (this.meetLinkFailure) throw this.meetLinkFailure;
        this.meetingsCreated.push(request);
        return { meetLink: `https://meet.example/${request.bookingId}`, calendarEventId: `event-${request.bookingId}` };
      },
    };
  }

  private deliveryStore(): DeliveryStore {
    const deliveries = this.deliveries;
    return {
      claim: async (id: string, _bookingId: string, now: number): Promise<ClaimResult> => {
        const current = deliveries.get(id);
        if (!current || current.state === 'failed' || (current.state === 'sending' && current.leaseUntil < now)) {
          deliveries.set(id, { state: 'sending', leaseUntil: now + DELIVERY_LEASE_MS, attempts: (current?.attempts ?? 0) + 1 });
          return 'claimed';
        }
        return current.state === 'sent' ? 'already-sent' : 'in-progress';
      },
      markSent: async (id: string, _now: number, messageId?: string) => {
        deliveries.set(id, { ...deliveries.get(id)!, state: 'sent', messageId });
      },
      markFailed: async (id: string) => {
        const current = deliveries.get(id);
        if (current?.state === 'sending') deliveries.set(id, { ...current, state: 'failed' });
      },
    } as unknown as DeliveryStore;
  }
}
