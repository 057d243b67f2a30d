import type { MissingLinkReason } from '../../shared/booking/meeting';
import type { RealtimeMessage } from '../../shared/realtime/messages';
import { brand } from '../../shared/site/brand';
import type { BookingRecord, BookingStore } from '../bookings/booking-store';
import { buildCancellation, renderBookingEmail, renderCancellationEmail, type Recipient, type RenderedEmail } from './booking-email';
import { announceOnce, emailEveryRecipient, type DeliveryDeps } from './delivery';
import { DeliveryStore } from './delivery-store';
import type { MeetLinkProvider } from './meet-link';
import { notificationError } from './notification-errors-store';

/*
 * A booking's notifications, each step safe to run any number of times (the stream delivers at least once): when it
 * is made, when it is cancelled and when its visitor moves it.
 */

export interface NotifyDeps extends DeliveryDeps {
  bookings: BookingStore;
  /** Google Meet; null when no Google account is configured. */
  meetLinks: MeetLinkProvider | null;
  /** The customer's "Manage booking" link; none when not configured (manage-booking). */
  manageUrl?: (booking: BookingRecord) => Promise<string>;
  /** The public site (SITE_URL), which the cancellation e-mail links to for booking another time. */
  siteUrl?: string;
}

/**
 * Tells every realtime client that a booking's slot is taken (`booking.created`, no personal data), once per
 * booking. It needs only the slot, which the DAY item's entry carries, so the stream consumer sends it first, before
 * any read: other visitors should see the slot go while this visitor is still reading the confirmation.
 */
export async function announceBookingCreated(deps: DeliveryDeps, slot: Pick<BookingRecord, 'id' | 'date' | 'time'>): Promise<void> {
  await announceOnce(deps, slot.id, 'realtime', [{ type: 'booking.created', date: slot.date, time: slot.time }]);
}

/**
 * The follow-up work of a new booking, safe to run any number of times (the stream delivers at least once):
 * 1. tell every realtime client (`announceBookingCreated`; nothing more when the stream consumer already has);
 * 2. settle the meeting link once: a Jitsi room came with the booking; Google's is made here; with no link (none
 *    chosen, no Google account, or Google failing) the e-mails say it will follow and staff are asked to send one;
 * 3. e-mail the customer, each guest and the staff address, each exactly once: a failed send leaves an
 *    email_failed row and is retried with the record; a sent one is never sent again.
 */
export async function notifyBookingCreated(deps: NotifyDeps, bookingId: string): Promise<void> {
  const found = await deps.bookings.getBooking(bookingId);
  if (!found) throw new Error(`Booking ${bookingId} has no BOOKING item`);
  if (found.status !== 'confirmed' && found.status !== 'pending') return;

  await announceBookingCreated(deps, found);
  const booking = await ensureMeetLink(deps, found);
  await emailEveryRecipient(deps, booking, { kind: 'email', render: (recipient) => renderInvitation(deps, booking, recipient) });
}

/**
 * The invitation to a booking's meeting for one recipient; `movedFrom` (ISO) for the update of a moved booking,
 * `reminderMinutesBefore` for a reminder (which carries the manage link to the guests too).
 */
export async function renderInvitation(
  deps: Pick<NotifyDeps, 'sender' | 'manageUrl'>,
  booking: BookingRecord,
  recipient: Recipient,
  movedFrom?: string,
  reminderMinutesBefore?: number,
): Promise<RenderedEmail> {
  const meetLink = booking.meetLinkStatus === 'created' ? booking.meetLink : undefined;
  return renderBookingEmail({
    booking,
    meeting: meetLink ? { link: meetLink } : { missing: booking.meetLinkMissing ?? 'google-failed' },
    recipient,
    organizer: { name: brand.name, email: addressOf(deps.sender) },
    manageUrl: recipient.type === 'customer' || reminderMinutesBefore !== undefined ? await deps.manageUrl?.(booking) : undefined,
    movedFrom,
    reminderMinutesBefore,
  });
}

/**
 * Settles the booking's meeting link once (the store keeps the first outcome). A booking made before staff could
 * choose a provider asks Google, as bookings did then. Only a real failure is a notification error: no link by
 * choice, or Google chosen without an account, is the configuration the dashboard shows, not a fault per booking.
 */
async function ensureMeetLink(deps: NotifyDeps, booking: BookingRecord): Promise<BookingRecord> {
  if (booking.meetLinkStatus || booking.meetLink) return booking;
  const missing = async (reason: MissingLinkReason) => (await deps.bookings.setMeetLink(booking.id, { meetLinkStatus: 'missing', meetLinkMissing: reason })) ?? booking;
  const provider = booking.meetingProvider ?? 'google';
  if (provider !== 'google') return missing('none-chosen');
  if (!deps.meetLinks) return missing('google-not-configured');
  try {
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
    await deps.errors.record(notificationError(booking.id, { email: booking.email, type: 'customer' }, 'meet_link_failed', error, { provider: deps.meetLinks.name }));
    return missing('google-failed');
  }
}

/** The bare address of `Name <address>`. */
export function addressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1] ?? sender.trim();
}

/**
 * The follow-up work of a cancelled booking, safe to run any number of times (the stream delivers at least once),
 * like the confirmation path:
 * 1. tell every realtime client (`booking.cancelled`) — once; cancel the meeting's calendar event where one was made;
 * 2. e-mail the customer, each guest and the staff address a cancellation with the METHOD:CANCEL update, each
 *    exactly once (delivery ids of their own, so a confirmation sent earlier does not count); a failed send leaves
 *    an email_failed row and the record is retried;
 * 3. a booking an erasure cancelled is anonymised once every e-mail went out (its details were needed until then).
 */
export async function notifyBookingCancelled(deps: NotifyDeps, bookingId: string): Promise<void> {
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking) throw new Error(`Booking ${bookingId} has no BOOKING item`);
  if (booking.status !== 'cancelled' || booking.anonymisedAt) return;

  const cancelled: RealtimeMessage = { type: 'booking.cancelled', date: booking.date, time: booking.time };
  await announceOnce(deps, booking.id, 'realtime-cancel', [cancelled]);
  await updateMeetingEvent(deps, booking, 'cancel');
  const organizer = { name: brand.name, email: addressOf(deps.sender) };
  const calendar = buildCancellation(booking, organizer, new Date(booking.cancelledAt ?? deps.now()));
  await emailEveryRecipient(deps, booking, {
    kind: 'cancel-email',
    messageTag: 'cancel',
    calendarMethod: 'CANCEL',
    notification: 'cancellation',
    render: (recipient) => renderCancellationEmail({ booking, recipient, calendar, calendarUrl: deps.siteUrl && `${deps.siteUrl.replace(/\/+$/, '')}/calendar` }),
  });
  if (booking.erasePending) await deps.bookings.anonymise(booking.id, new Date(deps.now()));
}

/**
 * The follow-up work of a moved booking (the DAY record that gave it SEQUENCE `sequence`), safe to repeat. The move
 * changed the BOOKING item in the same transaction, so the booking already shows it.
 * 1. realtime (once): `booking.cancelled` for the old slot, `booking.created` for the new one (no personal data);
 *    the meeting's calendar event moves (once, where one was created; a failure leaves a meet_link_failed row);
 * 2. the updated invitation (same UID, this SEQUENCE) to the customer, each guest and staff, each exactly once.
 * A move later superseded or cancelled sends nothing here (its own record does).
 */
export async function notifyBookingRescheduled(deps: NotifyDeps, bookingId: string, sequence: number): Promise<void> {
  const booking = await read(deps, bookingId);
  if ((booking.sequence ?? 0) !== sequence || booking.status === 'cancelled' || !booking.previousDate || !booking.previousTime) return;
  const previous = { date: booking.previousDate, time: booking.previousTime };
  await announceOnce(deps, booking.id, `realtime-move-${booking.sequence}`, [
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

async function read(deps: NotifyDeps, bookingId: string): Promise<BookingRecord> {
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking) throw new Error(`Booking ${bookingId} has no BOOKING item`);
  return booking;
}

/**
 * Keeps the meeting's calendar event in step with the booking, where the provider created one: moved when the
 * visitor reschedules, cancelled when the booking is. Once per change (claimed in notification_deliveries); a
 * failure leaves a meet_link_failed row and is not retried — the e-mailed invitations carry the truth either way.
 */
async function updateMeetingEvent(deps: NotifyDeps, booking: BookingRecord, change: 'move' | 'cancel'): Promise<void> {
  const provider = deps.meetLinks;
  const operation = change === 'move' ? provider?.move : provider?.cancel;
  if (!provider || !operation || booking.meetLinkStatus !== 'created' || !booking.calendarEventId) return;
  const id = DeliveryStore.id(booking.id, change === 'move' ? `meeting-move-${booking.sequence ?? 0}` : 'meeting-cancel', 'calendar');
  if ((await deps.deliveries.claim(id, booking.id, deps.now())) !== 'claimed') return;
  try {
    await operation.call(provider, { calendarEventId: booking.calendarEventId, start: booking.start, end: booking.end, businessTimezone: booking.businessTimezone });
  } catch (error) {
    await deps.errors.record(
      notificationError(booking.id, { email: booking.email, type: 'customer' }, 'meet_link_failed', error, {
        provider: provider.name,
        operation: change,
        sequence: booking.sequence ?? 0,
      }),
    );
  }
  await deps.deliveries.markSent(id, deps.now());
}
