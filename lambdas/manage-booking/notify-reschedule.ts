import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { isOccupying } from '../../shared/booking/schemas';
import { brand } from '../../shared/site/brand';
import { DAY_SK, toDayItem, type BookingRecord } from '../bookings/booking-store';
import { dynamo, tableName } from '../lib/aws';
import { renderBookingEmail, type Recipient } from '../notifications/booking-email';
import { DeliveryStore } from '../notifications/delivery-store';
import { placeholderMeetLink } from '../notifications/meet-link';
import { updateMeetingEvent } from '../notifications/meeting-event';
import { buildMimeMessage, formatAddress } from '../notifications/mime';
import { addressOf, DeliveriesPending, type NotifyDeps } from '../notifications/notify-booking';
import { releasePrevious, settleStaleMove, type MovableBooking } from './move';
import { BookingMoveStore } from './move-store';

/** Bookings a DAY record shows arriving at a slot by a move: the entry with a SEQUENCE it did not have before. */
export function movedBookings(record: DynamoDBRecord): { bookingId: string; sequence: number }[] {
  if (record.dynamodb?.Keys?.sk?.S !== DAY_SK) return [];
  const image = (value: unknown) => (value ? toDayItem(unmarshall(value as Record<string, AttributeValue>)).bookings : {});
  const before = image(record.dynamodb?.OldImage);
  return Object.values(image(record.dynamodb?.NewImage))
    .filter((entry) => (entry.sequence ?? 0) > 0 && isOccupying(entry.status) && before[entry.id]?.sequence !== entry.sequence)
    .map((entry) => ({ bookingId: entry.id, sequence: entry.sequence! }));
}

let moveStore: BookingMoveStore | undefined;

/** The move store of the consumer's table. */
export function defaultMoveStore(): BookingMoveStore {
  return (moveStore ??= new BookingMoveStore(dynamo(), tableName('bookings')));
}

/** How long the consumer waits for a move's request to finish it before the record is retried. */
const FINISH_WAIT_MS = [100, 300, 900];

/**
 * The follow-up work of a moved booking (the DAY record that gave it SEQUENCE `sequence`), safe to repeat:
 * 1. repair: a move whose request died is settled, and the slot the booking left is released if it is not yet;
 * 2. realtime (once): `booking.cancelled` for the old slot, `booking.created` for the new one (no personal data);
 *    the meeting's calendar event moves (once, where one was created; a failure leaves a meet_link_failed row);
 * 3. the updated invitation (same UID, this SEQUENCE) to the customer, each guest and staff, each exactly once.
 * A move later superseded or cancelled sends nothing here (its own record does).
 */
export async function notifyBookingRescheduled(deps: NotifyDeps, moves: BookingMoveStore, bookingId: string, sequence: number): Promise<void> {
  const repair = { bookings: deps.bookings, moves, now: deps.now };
  let booking = await read(deps, bookingId);
  for (const wait of FINISH_WAIT_MS) {
    if ((booking.sequence ?? 0) >= sequence) break;
    if (!(await settleStaleMove(repair, booking))) await new Promise((resolve) => setTimeout(resolve, wait));
    booking = await read(deps, bookingId);
  }
  if ((booking.sequence ?? 0) < sequence) throw new Error(`Move ${sequence} of ${bookingId} is not finished yet`);
  if ((booking.sequence ?? 0) > sequence || booking.status === 'cancelled' || !booking.previousDate || !booking.previousTime) return;
  const previous = { date: booking.previousDate, time: booking.previousTime };
  await releasePrevious(repair, bookingId, previous, booking);
  await deps.bookingsChanged();

  await announce(deps, booking, previous);
  await updateMeetingEvent(deps, booking, 'move');
  const recipients: Recipient[] = [
    { email: booking.email, type: 'customer', name: booking.name },
    ...booking.guests.map((email): Recipient => ({ email, type: 'guest' })),
    ...(deps.staffEmail ? [{ email: deps.staffEmail, type: 'staff' } as Recipient] : []),
  ];
  const outcomes = await Promise.all(recipients.map((recipient) => deliver(deps, booking, recipient)));
  const pending = recipients.filter((_, index) => !outcomes[index]).map((recipient) => recipient.email);
  if (pending.length > 0) throw new DeliveriesPending(bookingId, pending);
}

async function read(deps: NotifyDeps, bookingId: string): Promise<MovableBooking> {
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking) throw new Error(`Booking ${bookingId} has no BOOKING item`);
  return booking;
}

async function announce(deps: NotifyDeps, booking: BookingRecord, previous: { date: string; time: string }): Promise<void> {
  const id = DeliveryStore.id(booking.id, `realtime-move-${booking.sequence}`, 'all');
  if ((await deps.deliveries.claim(id, booking.id, deps.now())) !== 'claimed') return;
  try {
    await deps.broadcast({ type: 'booking.cancelled', date: previous.date, time: previous.time });
    await deps.broadcast({ type: 'booking.created', date: booking.date, time: booking.time });
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', message: 'realtime broadcast failed', bookingId: booking.id, error: String(error) }));
  }
  await deps.deliveries.markSent(id, deps.now());
}

async function deliver(deps: NotifyDeps, booking: BookingRecord, recipient: Recipient): Promise<boolean> {
  const id = DeliveryStore.id(booking.id, `move-${booking.sequence}-email`, recipient.email);
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
      movedFrom: booking.previousStart,
    });
    const message = buildMimeMessage({
      from: deps.sender,
      to: formatAddress(recipient.email, recipient.name),
      replyTo: recipient.type === 'staff' ? booking.email : undefined,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      calendar: rendered.calendar,
      messageId: `${booking.id}.move${booking.sequence}.${recipient.type}.${Buffer.from(recipient.email.toLowerCase()).toString('hex').slice(0, 32)}@northstar.agency`,
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
      error_details: { name: error instanceof Error ? error.name : 'Error', notification: 'reschedule' },
    });
    return false;
  }
  await deps.deliveries.markSent(id, deps.now(), messageId);
  return true;
}
