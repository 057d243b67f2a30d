import type { BookingRecord } from '../bookings/booking-store';
import type { Broadcast, RealtimeMessage } from '../../shared/realtime/messages';
import type { Recipient, RenderedEmail } from './booking-email';
import { DeliveryStore } from './delivery-store';
import { buildMimeMessage, formatAddress } from './mime';
import { logger } from '../lib/logger';
import { notificationError, type NotificationErrorStore } from './notification-errors-store';
import type { SendOutcome } from './email-sender';

/** What delivering a booking's notifications needs (a part of NotifyDeps). */
export interface DeliveryDeps {
  deliveries: DeliveryStore;
  errors: NotificationErrorStore;
  /** Sends through the suppression check: a suppressed recipient is never mailed. */
  sendEmail: (message: Buffer, from: string, to: string) => Promise<SendOutcome>;
  broadcast: Broadcast;
  /** `Name <address>` the e-mails come from. */
  sender: string;
  /** Staff address notified of every booking; none when unset. */
  staffEmail?: string;
  now: () => number;
}

/** What e-mailing a booking's recipients needs (no realtime). */
export type EmailDeps = Omit<DeliveryDeps, 'broadcast'>;

/** Thrown when some e-mails could not be sent: the stream record is retried, and only those are sent again. */
export class DeliveriesPending extends Error {
  constructor(readonly bookingId: string, readonly pending: string[]) {
    super(`Booking ${bookingId}: ${pending.length} notification(s) not delivered yet (${pending.join(', ')})`);
    this.name = 'DeliveriesPending';
  }
}

/**
 * Realtime messages about a booking (no personal data), sent once per booking and `kind`: claimed in
 * `notification_deliveries` first. A failed broadcast is logged, not retried: realtime is a hint to refresh, and a
 * late copy is worth nothing.
 */
export async function announceOnce(deps: DeliveryDeps, bookingId: string, kind: string, messages: RealtimeMessage[]): Promise<void> {
  const id = DeliveryStore.id(bookingId, kind, 'all');
  if ((await deps.deliveries.claim(id, bookingId, deps.now())) !== 'claimed') return;
  try {
    for (const message of messages) await deps.broadcast(message);
  } catch (error) {
    logger.warn('realtime broadcast failed', { kind, error });
  }
  await deps.deliveries.markSent(id, deps.now());
}

/** One kind of e-mail about a booking (a confirmation, a cancellation, a moved invitation). */
export interface BookingEmail {
  /** Delivery kind in `notification_deliveries` (each recipient gets each kind once). */
  kind: string;
  /** Part of the Message-ID that tells this kind from the others (none for the confirmation). */
  messageTag?: string;
  calendarMethod?: 'REQUEST' | 'CANCEL';
  /** Named in the email_failed row's details (none for the confirmation). */
  notification?: string;
  render: (recipient: Recipient) => RenderedEmail | Promise<RenderedEmail>;
  /** False for e-mails meant for the customer and guests only (reminders); the staff address gets every other kind. */
  toStaff?: boolean;
}

/**
 * E-mails the customer, each guest and the staff address, each exactly once: every recipient is claimed in
 * `notification_deliveries` before sending and marked `sent` after, so a sent e-mail is never sent again. A failed
 * send is marked `failed` with an email_failed row, and DeliveriesPending is thrown once the others are done, so
 * the stream retries the record and only the missing e-mails are sent.
 */
export async function emailEveryRecipient(deps: EmailDeps, booking: BookingRecord, email: BookingEmail): Promise<void> {
  const recipients: Recipient[] = [
    { email: booking.email, type: 'customer', name: booking.name },
    ...booking.guests.map((address): Recipient => ({ email: address, type: 'guest' })),
    ...(deps.staffEmail && email.toStaff !== false ? [{ email: deps.staffEmail, type: 'staff' } as Recipient] : []),
  ];
  const outcomes = await Promise.all(recipients.map((recipient) => emailOnce(deps, booking, recipient, email)));
  const pending = recipients.filter((_, index) => !outcomes[index]).map((recipient) => recipient.email);
  if (pending.length > 0) throw new DeliveriesPending(booking.id, pending);
}

/** True when the recipient has the e-mail (now or before). */
async function emailOnce(deps: EmailDeps, booking: BookingRecord, recipient: Recipient, email: BookingEmail): Promise<boolean> {
  const id = DeliveryStore.id(booking.id, email.kind, recipient.email);
  const claim = await deps.deliveries.claim(id, booking.id, deps.now());
  if (claim === 'already-sent') return true;
  if (claim === 'in-progress') return false;
  let outcome: SendOutcome;
  try {
    const rendered = await email.render(recipient);
    const message = buildMimeMessage({
      from: deps.sender,
      to: formatAddress(recipient.email, recipient.name),
      replyTo: recipient.type === 'staff' ? booking.email : undefined,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      calendar: rendered.calendar,
      calendarMethod: email.calendarMethod,
      messageId: `${[booking.id, email.messageTag, recipient.type].filter(Boolean).join('.')}.${Buffer.from(recipient.email.toLowerCase()).toString('hex').slice(0, 32)}@northstar.agency`,
    });
    outcome = await deps.sendEmail(message, deps.sender, recipient.email);
  } catch (error) {
    await deps.deliveries.markFailed(id, deps.now(), String(error));
    await deps.errors.record(
      notificationError(booking.id, recipient, 'email_failed', error, email.notification ? { notification: email.notification } : {}),
    );
    return false;
  }
  // Outside the try: once SES has the message it must never be marked failed (that would send it twice). A suppressed
  // recipient is done too: it must not be retried.
  await deps.deliveries.markSent(id, deps.now(), outcome.status === 'sent' ? outcome.messageId : undefined);
  if (outcome.status === 'sent') logger.info('e-mail sent', { kind: email.kind, recipient_type: recipient.type });
  return true;
}
