import type { DynamoDBRecord } from 'aws-lambda';
import { isOccupying } from '../../shared/booking/schemas';
import { appendLogKeys, logger, removeLogKeys } from '../lib/logger';
import { dynamoStreamHandler, streamImages } from '../lib/stream';
import { DAY_SK, toDayItem, type DayEntry } from '../bookings/booking-store';
import { announceBookingCreated, notifyBookingCancelled, notifyBookingCreated, notifyBookingRescheduled, type NotifyDeps } from './notify-booking';
import { notificationError } from './notification-errors-store';
import { bookingStore } from '../bookings/deps';
import { manageUrlFromSecret } from '../bookings/manage-token';
import { calendarStore } from '../calendar/deps';
import { once } from '../lib/memo';
import { oneTimeSchedules } from '../lib/one-time-schedules';
import { broadcast } from '../realtime/broadcast';
import { deliveries, notificationErrors, notificationSender } from './deps';
import { sendRawEmail } from './email-sender';
import { configuredMeetLinkProvider } from './meet-link';
import { cancelReminders, moveReminders, scheduleReminders, type ReminderDeps } from './reminders';

/** What a booking's notifications need: e-mails to everyone concerned, the meeting link, the realtime message. */
export const notifyDeps = once(
  (): NotifyDeps => ({
    bookings: bookingStore(),
    deliveries: deliveries(),
    errors: notificationErrors(),
    meetLinks: configuredMeetLinkProvider(),
    sendEmail: sendRawEmail,
    broadcast,
    sender: notificationSender(),
    staffEmail: process.env.STAFF_EMAIL || undefined,
    manageUrl: manageUrlFromSecret(),
    siteUrl: process.env.SITE_URL || undefined,
    now: () => Date.now(),
  }),
);

/** What the outbox consumer needs to plan, move and drop a booking's reminder schedules. */
export const reminderDeps = once(
  (): ReminderDeps => ({
    bookings: bookingStore(),
    reminderSchedules: oneTimeSchedules('reminder'),
    reminderOffsets: async () => (await calendarStore().getSettings()).reminderMinutesBefore,
    now: () => Date.now(),
  }),
);

/**
 * The outbox consumer of the `bookings` stream. A DAY item's change whose new image holds an occupying booking its
 * old image did not is a new booking. One whose entry turned from occupying to `cancelled` is a cancellation, and
 * one that came to its slot by a move is a move; the follow-up work of each is in notify-booking.ts. A new booking
 * is announced to the realtime clients first, from the record alone, so the slot disappears from other visitors'
 * calendars before any other work is done. Each of the three also plans, drops or moves the booking's reminder
 * schedules (reminders.ts), before its e-mails, so a failing send never holds them. Records are handled in order
 * (`dynamoStreamHandler`); the first that fails is reported (partial batch response), so it and the ones after it
 * are retried with backoff, and after the last retry it goes to the dead-letter queue. Every log line of a booking's
 * work carries its `booking_id`.
 */
export function createStreamHandler(deps: () => NotifyDeps, reminders: () => ReminderDeps) {
  return dynamoStreamHandler(
    async (record) => {
      const work = [
        ...newBookings(record).flatMap((booking) => [
          { bookingId: booking.id, step: 'announced', run: () => announceBookingCreated(deps(), booking) },
          { bookingId: booking.id, step: 'reminders scheduled', run: () => scheduleReminders(reminders(), booking.id) },
          { bookingId: booking.id, step: 'created', run: () => notifyBookingCreated(deps(), booking.id) },
        ]),
        ...cancelledBookingIds(record).flatMap((bookingId) => [
          { bookingId, step: 'reminders cancelled', run: () => cancelReminders(reminders(), bookingId) },
          { bookingId, step: 'cancelled', run: () => notifyBookingCancelled(deps(), bookingId) },
        ]),
        ...movedBookings(record).flatMap(({ bookingId, sequence }) => [
          { bookingId, step: 'reminders moved', run: () => moveReminders(reminders(), bookingId, sequence) },
          { bookingId, step: 'rescheduled', run: () => notifyBookingRescheduled(deps(), bookingId, sequence) },
        ]),
      ];
      for (const { bookingId, step, run } of work) {
        appendLogKeys({ booking_id: bookingId });
        logger.info('booking follow-up', { step });
        try {
          await run();
        } catch (error) {
          await reportFailure(deps(), bookingId, error);
          throw error;
        }
        removeLogKeys(['booking_id']);
      }
    },
    { source: 'bookings stream' },
  );
}

export const handler = createStreamHandler(notifyDeps, reminderDeps);

/** The bookings a DAY item held before and after a stream record's change; undefined for a record of any other item. */
export function dayBookingsChange(record: DynamoDBRecord): { before: Record<string, DayEntry>; after: Record<string, DayEntry> } | undefined {
  if (record.dynamodb?.Keys?.sk?.S !== DAY_SK) return undefined;
  const { before, after } = streamImages(record);
  return { before: before ? toDayItem(before).bookings : {}, after: after ? toDayItem(after).bookings : {} };
}

/** The entries of bookings that became occupying in this record (new bookings), earliest first. */
export function newBookings(record: DynamoDBRecord): DayEntry[] {
  const day = dayBookingsChange(record);
  if (!day) return [];
  const { before, after } = day;
  return Object.values(after)
    // A moved booking (manage-booking) arrives with a SEQUENCE: its record is a move, not a new booking.
    .filter((entry) => isOccupying(entry.status) && !entry.sequence && !(before[entry.id] && isOccupying(before[entry.id].status)))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** Ids of bookings that stopped occupying their slot in this record (cancellations). */
export function cancelledBookingIds(record: DynamoDBRecord): string[] {
  const day = dayBookingsChange(record);
  if (!day) return [];
  const { before, after } = day;
  return Object.values(after)
    .filter((entry) => entry.status === 'cancelled' && before[entry.id] && isOccupying(before[entry.id].status))
    .map((entry) => entry.id);
}

/** Bookings a DAY record shows arriving at a slot by a move: the entry with a SEQUENCE it did not have before. */
export function movedBookings(record: DynamoDBRecord): { bookingId: string; sequence: number }[] {
  const day = dayBookingsChange(record);
  if (!day) return [];
  const { before, after } = day;
  return Object.values(after)
    .filter((entry) => (entry.sequence ?? 0) > 0 && isOccupying(entry.status) && before[entry.id]?.sequence !== entry.sequence)
    .map((entry) => ({ bookingId: entry.id, sequence: entry.sequence! }));
}

async function reportFailure(deps: NotifyDeps, bookingId: string, error: unknown): Promise<void> {
  if (error instanceof Error && error.name === 'DeliveriesPending') return; // each failed e-mail has its own row
  try {
    await deps.errors.record(notificationError(bookingId, { email: 'system', type: 'staff' }, 'function_error', error));
  } catch (recordError) {
    logger.error('could not record a notification error', { error: recordError });
  }
}
