import { isOccupying } from '../../shared/booking/schemas';
import { exportedBookingSchema, type ErasureSummary, type PersonalDataExport } from '../../shared/privacy/schemas';
import { toAdminBooking } from '../admin/booking-list';
import type { AuditStore } from '../audit/audit-store';
import type { BookingRecord, BookingStore } from '../bookings/booking-store';
import { cancelBooking, type CancelBookingDeps } from '../bookings/cancel-booking';
import type { LimitStore } from '../bookings/limit-store';
import type { ConversationStore } from '../chat/conversation-store';
import type { ContactMessageStore } from '../contact/contact-message-store';
import type { SubscriberStore } from '../newsletter/subscriber-store';
import { addressHash } from './address-hash';
import type { PrivacyRequestStore } from './request-store';
import type { SuppressedHashStore } from './suppressed-hash-store';

/** Every store that holds personal data, reused from its own domain. */
export interface PersonalDataDeps extends CancelBookingDeps {
  bookings: BookingStore;
  limits: LimitStore;
  contact: ContactMessageStore;
  conversations: ConversationStore;
  subscribers: SubscriberStore;
  audit: AuditStore;
  requests: PrivacyRequestStore;
  suppressed: SuppressedHashStore;
}

/** The stores a lookup of an address reads. */
export type PersonalDataReaders = Pick<PersonalDataDeps, 'bookings' | 'contact' | 'conversations' | 'subscribers'>;

/** Every record that names the address, from each store that holds personal data. */
async function findRecords(deps: PersonalDataReaders, email: string) {
  const [bookings, messages, conversations, subscriptions] = await Promise.all([
    deps.bookings.findByAddress(email),
    deps.contact.findByAddress(email),
    deps.conversations.findByAddress(email),
    deps.subscribers.findByAddress(email),
  ]);
  return { bookings, messages, conversations, subscriptions };
}

/** Whether any record names the address (as customer, guest, sender, chat visitor or subscriber). */
export async function holdsPersonalData(deps: PersonalDataReaders, email: string): Promise<boolean> {
  const { bookings, messages, conversations, subscriptions } = await findRecords(deps, email);
  return subscriptions.length + conversations.length + bookings.owned.length + bookings.guestOf.length + messages.length > 0;
}

/** Every piece of personal data held about the address, as the visitor downloads it. */
export async function exportPersonalData(deps: PersonalDataDeps, email: string): Promise<PersonalDataExport> {
  const { bookings, messages, conversations, subscriptions } = await findRecords(deps, email);
  const chatConversations = await Promise.all(
    conversations.map(async (conversation) => ({
      conversationId: conversation.conversationId,
      startedAt: conversation.startedAt,
      messages: ((await deps.conversations.messages(conversation.conversationId)) ?? []).map(({ role, text, createdAt }) => ({ role, text, createdAt })),
    })),
  );
  const subscription = subscriptions[0];
  return {
    email,
    exportedAt: new Date(deps.now()).toISOString(),
    bookings: bookings.owned.map(exportedBooking),
    guestOf: bookings.guestOf.map(({ date, time, start, status }) => ({ date, time, start, status })),
    contactMessages: messages.map(({ expiresAt: _expiresAt, ...message }) => message),
    chatConversations,
    newsletter: subscription
      ? {
          email: String(subscription.email),
          status: String(subscription.status),
          ...pickStrings(subscription, ['subscribed_at', 'confirmed_at', 'unsubscribed_at', 'consent_text', 'consented_at']),
        }
      : null,
  };
}

/**
 * Erases an address: its upcoming bookings are cancelled first, as any cancellation (the slot is free at once, and
 * the customer, the guests and staff get the usual e-mails; the booking is anonymised as soon as they went out).
 * Then every record is deleted or anonymised: past and cancelled bookings lose their personal fields, other
 * bookings' guest lists lose the address, contact messages, chat conversations and the newsletter row are deleted
 * (the address's hash stays on the suppression list), the booking-limit item goes (a staff block stays), and audit
 * entries and request records keep the address's hash instead of the address. Safe to repeat.
 */
export async function erasePersonalData(deps: PersonalDataDeps, email: string, actor: string): Promise<ErasureSummary> {
  const now = () => new Date(deps.now());
  const hash = addressHash(email);
  const { owned, guestOf } = await deps.bookings.findByAddress(email);

  let bookingsCancelled = 0;
  for (const booking of owned.filter(isUpcoming(deps.now()))) {
    const result = await cancelBooking(deps, { bookingId: booking.id, actor, eraseAfterNotice: true });
    if (!result.alreadyCancelled) bookingsCancelled += 1;
  }
  const cancelledNow = new Set((await deps.bookings.getBookings(owned.map((booking) => booking.id))).filter((booking) => booking.erasePending).map((booking) => booking.id));
  for (const booking of owned) if (!cancelledNow.has(booking.id)) await deps.bookings.anonymise(booking.id, now());

  let guestListsCleared = 0;
  for (const listed of guestOf) {
    let current: BookingRecord | undefined = listed;
    while (current && !(await deps.bookings.removeGuest(current, email))) current = await deps.bookings.getBooking(listed.id);
    guestListsCleared += 1;
  }

  const messages = await deps.contact.findByAddress(email);
  for (const message of messages) await deps.contact.delete(String(message.id));

  const conversations = await deps.conversations.findByAddress(email);
  for (const conversation of conversations) await deps.conversations.deleteConversation(conversation.conversationId);

  const subscriptions = await deps.subscribers.findByAddress(email);
  for (const subscription of subscriptions) await deps.subscribers.delete(String(subscription.email));
  if (subscriptions.length > 0) await deps.suppressed.add(hash, 'erased', now());

  const limitItemsDeleted = (await deps.limits.forgetAddress(email)) ? 1 : 0;
  const auditEntriesRedacted = await deps.audit.redactAddress(email, hash);
  await deps.requests.forgetAddress(hash);

  return {
    bookingsCancelled,
    bookingsAnonymised: owned.length,
    guestListsCleared,
    contactMessagesDeleted: messages.length,
    chatConversationsDeleted: conversations.length,
    newsletterSubscriptionsDeleted: subscriptions.length,
    limitItemsDeleted,
    auditEntriesRedacted,
  };
}

/** A booking still to come (or under way): it holds its slot until it ends. */
const isUpcoming = (now: number) => (booking: BookingRecord) => isOccupying(booking.status) && Date.parse(booking.end) > now;

/** Every field kept about the visitor, as staff see it (the meeting link and internal marks left out). */
function exportedBooking(booking: BookingRecord): PersonalDataExport['bookings'][number] {
  return exportedBookingSchema.parse(toAdminBooking(booking, booking));
}

function pickStrings(item: Record<string, unknown>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => typeof item[name] === 'string').map((name) => [name, item[name] as string]));
}
