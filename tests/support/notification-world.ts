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
import type { ReminderPlan } from '../../shared/booking/reminders';
import type { ReminderDeps } from '../../lambdas/notifications/reminders';
import type { ReminderSendDeps } from '../../lambdas/notifications/send-reminder';

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
  /** One-time schedules by name, as Scheduler holds them: when, and the input their target gets. */
  readonly schedules = new Map<string, { at: string; input: unknown }>();
  /** The offsets the calendar settings hold. */
  reminderOffsets: number[] = [1440, 60];
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

  /** What the outbox consumer needs for reminders: the booking store and the schedules above. */
  get reminderDeps(): ReminderDeps {
    return {
      bookings: this.bookingStore(),
      reminderSchedules: {
        put: async (name, at, input) => void this.schedules.set(name, { at, input: structuredClone(input) }),
        delete: async (name) => void this.schedules.delete(name),
      },
      reminderOffsets: async () => [...this.reminderOffsets],
      now: () => this.now,
    };
  }

  /** What a due reminder's target needs (send-reminder.ts). */
  get reminderSendDeps(): ReminderSendDeps {
    const { bookings, deliveries, errors, sendEmail, sender, now } = this.deps;
    return { bookings, deliveries, errors, sendEmail, sender, now, manageUrl: async (booking) => `https://northstar.test/manage?booking=${booking.id}` };
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
      // As the store's conditions: the booking still at that start and move, and a first plan only once.
      saveReminders: async (id: string, plan: { offsets: number[]; reminders: ReminderPlan }, expected: { start: string; sequence: number; first: boolean }) => {
        const booking = this.bookings.get(id);
        if (!booking || booking.start !== expected.start || (booking.sequence ?? 0) !== expected.sequence || (expected.first && booking.reminders)) return false;
        Object.assign(booking, { reminders: structuredClone(plan.reminders), reminderMinutesBefore: [...plan.offsets] });
        return true;
      },
      replaceReminders: async (id: string, reminders: ReminderPlan) => {
        const booking = this.bookings.get(id);
        if (booking) booking.reminders = structuredClone(reminders);
      },
      markReminder: async (id: string, minutesBefore: number, at: string, status: 'sent' | 'skipped') => {
        const reminder = this.bookings.get(id)?.reminders?.[String(minutesBefore)];
        if (reminder && reminder.at === at && reminder.status === 'scheduled') reminder.status = status;
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
