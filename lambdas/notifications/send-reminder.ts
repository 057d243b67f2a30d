import { reminderAt, reminderDecision, reminderEventSchema, type ReminderEvent } from '../../shared/booking/reminders';
import { brand } from '../../shared/site/brand';
import type { BookingStore } from '../bookings/booking-store';
import { bookingStore } from '../bookings/deps';
import { dynamo, tableName } from '../lib/aws';
import type { Context } from 'aws-lambda';
import { beginInvocation, logger } from '../lib/logger';
import { once } from '../lib/memo';
import { manageUrlFromSecret } from '../bookings/manage-token';
import { emailEveryRecipient, type EmailDeps } from './delivery';
import { DeliveryStore } from './delivery-store';
import { sendRawEmail } from './email-sender';
import { NotificationErrorStore } from './notification-errors-store';
import { renderInvitation, type NotifyDeps } from './notify-booking';

export interface ReminderSendDeps extends EmailDeps {
  bookings: BookingStore;
  manageUrl?: NotifyDeps['manageUrl'];
}

/**
 * A due reminder (the target of its one-time schedule): the booking is read again, and the reminder goes to the
 * customer and each guest only while the booking still occupies the start it was planned for (reminderDecision);
 * otherwise it is marked `skipped`. Each recipient is claimed in `notification_deliveries` before sending, under a
 * kind naming the offset and the start, so a retried or repeated invocation never sends twice, and a failed send
 * throws (after the others went out) for Scheduler's retry to send only what is missing.
 */
export async function sendReminder(deps: ReminderSendDeps, event: ReminderEvent): Promise<'sent' | 'skipped'> {
  const booking = await deps.bookings.getBooking(event.bookingId);
  const at = reminderAt(event.start, event.minutesBefore);
  if (reminderDecision(booking, event, deps.now()) === 'skip') {
    if (booking) await deps.bookings.markReminder(booking.id, event.minutesBefore, at, 'skipped');
    return 'skipped';
  }
  await emailEveryRecipient(deps, booking!, {
    kind: `reminder-${event.minutesBefore}-${Date.parse(event.start)}`,
    messageTag: `reminder${event.minutesBefore}`,
    notification: 'reminder',
    toStaff: false,
    render: (recipient) => renderInvitation(deps, booking!, recipient, undefined, event.minutesBefore),
  });
  await deps.bookings.markReminder(booking!.id, event.minutesBefore, at, 'sent');
  return 'sent';
}

const dependencies = once(
  (): ReminderSendDeps => ({
    bookings: bookingStore(),
    deliveries: new DeliveryStore(dynamo(), tableName('notification_deliveries')),
    errors: new NotificationErrorStore(dynamo(), tableName('notification_errors')),
    sendEmail: sendRawEmail,
    sender: process.env.SENDER_EMAIL ?? `${brand.name} <${brand.supportEmail}>`,
    manageUrl: manageUrlFromSecret(),
    now: () => Date.now(),
  }),
);

/** Invoked by EventBridge Scheduler (its emulator locally) with the schedule's input. */
export async function handler(input: unknown, context?: Context): Promise<void> {
  const event = reminderEventSchema.parse(input);
  beginInvocation(context, { route: 'reminder schedule', booking_id: event.bookingId });
  const outcome = await sendReminder(dependencies(), event);
  logger.info('booking reminder', { outcome, minutesBefore: event.minutesBefore });
}
