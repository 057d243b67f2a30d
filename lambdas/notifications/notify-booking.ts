import { brand } from '../../shared/site/brand';
import type { BookingRecord, BookingStore } from '../bookings/booking-store';
import { renderBookingEmail, type Recipient, type RenderedEmail } from './booking-email';
import { announceOnce, emailEveryRecipient, type DeliveryDeps } from './delivery';
import type { MissingLinkReason } from '../../shared/booking/meeting';
import type { MeetLinkProvider } from './meet-link';
import { notificationError } from './notification-errors-store';

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
