import { brand } from '../../shared/site/brand';
import type { BookingCreatedMessage } from '../../shared/booking/schemas';
import type { BookingRecord, BookingStore } from '../bookings/booking-store';
import { renderBookingEmail, type Recipient } from './booking-email';
import { DeliveryStore } from './delivery-store';
import { MeetLinkNotConfigured, placeholderMeetLink, type MeetLinkProvider } from './meet-link';
import { buildMimeMessage, formatAddress } from './mime';
import type { NotificationErrorStore } from './notification-errors-store';

export interface NotifyDeps {
  bookings: BookingStore;
  deliveries: DeliveryStore;
  errors: NotificationErrorStore;
  /** null when no provider is configured: the placeholder link is used. */
  meetLinks: MeetLinkProvider | null;
  sendEmail: (message: Buffer, from: string, to: string) => Promise<string | undefined>;
  broadcast: (message: object) => Promise<unknown>;
  /** Bumps the bookings version availability caches key on. */
  bookingsChanged: () => Promise<void>;
  /** `Name <address>` the e-mails come from. */
  sender: string;
  /** Staff address notified of every booking; none when unset. */
  staffEmail?: string;
  /** The customer's "Manage booking" link; none when not configured (manage-booking). */
  manageUrl?: (booking: BookingRecord) => string;
  now: () => number;
}

/** Thrown when some e-mails could not be sent: the stream record is retried, and only those are sent again. */
export class DeliveriesPending extends Error {
  constructor(readonly bookingId: string, readonly pending: string[]) {
    super(`Booking ${bookingId}: ${pending.length} notification(s) not delivered yet (${pending.join(', ')})`);
    this.name = 'DeliveriesPending';
  }
}

/**
 * The follow-up work of a new booking, safe to run any number of times (the stream delivers at least once):
 * 1. tell every realtime client (`booking.created`, no personal data) — once;
 * 2. make the meeting link once (or record the placeholder and a meet_link_failed row);
 * 3. e-mail the customer, each guest and the staff address, each exactly once: a failed send leaves an
 *    email_failed row and is retried with the record; a sent one is never sent again.
 */
export async function notifyBookingCreated(deps: NotifyDeps, bookingId: string): Promise<void> {
  const found = await deps.bookings.getBooking(bookingId);
  if (!found) throw new Error(`Booking ${bookingId} has no BOOKING item`);
  if (found.status !== 'confirmed' && found.status !== 'pending') return;

  await announce(deps, found);
  const booking = await ensureMeetLink(deps, found);
  const recipients: Recipient[] = [
    { email: booking.email, type: 'customer', name: booking.name },
    ...booking.guests.map((email): Recipient => ({ email, type: 'guest' })),
    ...(deps.staffEmail ? [{ email: deps.staffEmail, type: 'staff' } as Recipient] : []),
  ];
  const outcomes = await Promise.all(recipients.map((recipient) => deliverEmail(deps, booking, recipient)));
  const pending = recipients.filter((_, index) => !outcomes[index]).map((recipient) => recipient.email);
  if (pending.length > 0) throw new DeliveriesPending(bookingId, pending);
}

async function announce(deps: NotifyDeps, booking: BookingRecord): Promise<void> {
  const id = DeliveryStore.id(booking.id, 'realtime', 'all');
  if ((await deps.deliveries.claim(id, booking.id, deps.now())) !== 'claimed') return;
  const message: BookingCreatedMessage = { type: 'booking.created', date: booking.date, time: booking.time };
  try {
    await deps.broadcast(message);
  } catch (error) {
    // Realtime is a hint to refresh; a late copy is worth nothing, so it is not retried.
    console.warn(JSON.stringify({ level: 'warn', message: 'realtime broadcast failed', bookingId: booking.id, error: String(error) }));
  }
  await deps.deliveries.markSent(id, deps.now());
}

async function ensureMeetLink(deps: NotifyDeps, booking: BookingRecord): Promise<BookingRecord> {
  if (booking.meetLink) return booking;
  try {
    if (!deps.meetLinks) throw new MeetLinkNotConfigured();
    const link = await deps.meetLinks.create({
      bookingId: booking.id,
      summary: `${brand.name} consultation with ${booking.name}`,
      description: `Discovery session with ${booking.name} (${booking.company}). Subject: ${booking.subject}`,
      start: booking.start,
      end: booking.end,
      businessTimezone: booking.businessTimezone,
      attendees: [{ email: booking.email, displayName: booking.name }, ...booking.guests.map((email) => ({ email }))],
    });
    return (await deps.bookings.setMeetLink(booking.id, { meetLink: link.meetLink, meetLinkStatus: 'created', calendarEventId: link.calendarEventId })) ?? booking;
  } catch (error) {
    await deps.errors.record({
      booking_id: booking.id,
      recipient_email: booking.email,
      recipient_type: 'customer',
      error_type: 'meet_link_failed',
      error_message: error instanceof Error ? error.message : String(error),
      error_details: { provider: deps.meetLinks?.name ?? 'none', name: error instanceof Error ? error.name : 'Error' },
    });
    return (await deps.bookings.setMeetLink(booking.id, { meetLink: placeholderMeetLink(), meetLinkStatus: 'placeholder' })) ?? booking;
  }
}

/** True when the recipient has the e-mail (now or before). */
async function deliverEmail(deps: NotifyDeps, booking: BookingRecord, recipient: Recipient): Promise<boolean> {
  const id = DeliveryStore.id(booking.id, 'email', recipient.email);
  const claim = await deps.deliveries.claim(id, booking.id, deps.now());
  if (claim === 'already-sent') return true;
  if (claim === 'in-progress') return false;
  let messageId: string | undefined;
  try {
    const rendered = renderBookingEmail({
      booking,
      meetLink: booking.meetLink ?? placeholderMeetLink(),
      placeholder: booking.meetLinkStatus !== 'created',
      recipient,
      organizer: { name: brand.name, email: addressOf(deps.sender) },
      manageUrl: recipient.type === 'customer' ? deps.manageUrl?.(booking) : undefined,
    });
    const message = buildMimeMessage({
      from: deps.sender,
      to: formatAddress(recipient.email, recipient.name),
      replyTo: recipient.type === 'staff' ? booking.email : undefined,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      calendar: rendered.calendar,
      messageId: `${booking.id}.${recipient.type}.${Buffer.from(recipient.email.toLowerCase()).toString('hex').slice(0, 32)}@northstar.agency`,
    });
    messageId = await deps.sendEmail(message, deps.sender, recipient.email);
  } catch (error) {
    await deps.deliveries.markFailed(id, deps.now(), String(error));
    await deps.errors.record({
      booking_id: booking.id,
      recipient_email: recipient.email,
      recipient_type: recipient.type,
      error_type: 'email_failed',
      error_message: error instanceof Error ? error.message : String(error),
      error_details: { name: error instanceof Error ? error.name : 'Error' },
    });
    return false;
  }
  // Outside the try: once SES has the message it must never be marked failed (that would send it twice).
  await deps.deliveries.markSent(id, deps.now(), messageId);
  return true;
}

/** The bare address of `Name <address>`. */
export function addressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1] ?? sender.trim();
}
