import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { isOccupying } from '../../shared/booking/schemas';
import { DAY_SK, toDayItem } from '../bookings/booking-store';
import { dynamo, tableName } from '../lib/aws';
import { announceOnce, emailEveryRecipient } from '../notifications/delivery';
import { updateMeetingEvent } from '../notifications/meeting-event';
import { renderInvitation, type NotifyDeps } from '../notifications/notify-booking';
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

  await announceOnce(deps, booking, `realtime-move-${booking.sequence}`, [
    { type: 'booking.cancelled', date: previous.date, time: previous.time },
    { type: 'booking.created', date: booking.date, time: booking.time },
  ]);
  await updateMeetingEvent(deps, booking, 'move');
  await emailEveryRecipient(deps, booking, {
    kind: `move-${booking.sequence}-email`,
    messageTag: `move${booking.sequence}`,
    notification: 'reschedule',
    render: (recipient) => renderInvitation(deps, booking, recipient, booking.previousStart),
  });
}

async function read(deps: NotifyDeps, bookingId: string): Promise<MovableBooking> {
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking) throw new Error(`Booking ${bookingId} has no BOOKING item`);
  return booking;
}
