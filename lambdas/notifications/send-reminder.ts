import { reminderAt, reminderDecision, reminderEventSchema, type ReminderEvent } from '../../shared/booking/reminders';
import type { BookingStore } from '../bookings/booking-store';
import type { Context } from 'aws-lambda';
import { beginInvocation, logger } from '../lib/logger';
import { emailEveryRecipient, type EmailDeps } from './delivery';
import { renderInvitation, type NotifyDeps } from './notify-booking';
import { bookingStore } from '../bookings/deps';
import { manageUrlFromSecret } from '../bookings/manage-token';
import { once } from '../lib/memo';
import { deliveries, notificationErrors, notificationSender } from './deps';
import { sendRawEmail } from './email-sender';

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

/** What a due reminder needs to re-read its booking and e-mail each recipient once. */
const reminderSendDeps = once(
  (): ReminderSendDeps => ({
    bookings: bookingStore(),
    deliveries: deliveries(),
    errors: notificationErrors(),
    sendEmail: sendRawEmail,
    sender: notificationSender(),
    manageUrl: manageUrlFromSecret(),
    now: () => Date.now(),
  }),
);
/** Invoked by EventBridge Scheduler (its emulator locally) with the schedule's input. */
export async function handler(input: unknown, context?: Context): Promise<void> {
  const event = reminderEventSchema.parse(input);
  beginInvocation(context, { route: 'reminder schedule', booking_id: event.bookingId });
  const outcome = await sendReminder(reminderSendDeps(), event);
  logger.info('booking reminder', { outcome, minutesBefore: event.minutesBefore });
}
