import { normalizeEmail } from '../booking/limits';

/*
 * Personal data requests and retention, as pure rules (docs/privacy.md).
 * - A visitor asks for a copy (`export`) or the erasure (`erase`) of what we hold about an address; the request is
 *   confirmed through a single-use link e-mailed to that address, valid for 24 hours, and answered within 30 days.
 * - Addresses match as the booking limit counts them: ignoring case and a `+tag` in the local part.
 * - Retention: a booking's personal fields are anonymised `bookingRetentionMonths` after its meeting ended; contact
 *   messages are deleted 24 months after they arrived; an unsubscribed newsletter row 30 days after it unsubscribed.
 */

export const privacyRequestKinds = ['export', 'erase'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

/** How long the e-mailed link works. */
export const PRIVACY_LINK_TTL_MS = 24 * 3600 * 1000;
/** How long the law gives us to answer a request. */
export const PRIVACY_RESPONSE_DAYS = 30;
/** Months after a meeting its booking keeps the visitor's details, when the calendar settings say nothing else. */
export const DEFAULT_BOOKING_RETENTION_MONTHS = 24;
/** Months a contact message is kept for follow-up. */
export const CONTACT_RETENTION_MONTHS = 24;
/** Days an unsubscribed newsletter row is kept (to honour a late bounce or complaint) before it is deleted. */
export const UNSUBSCRIBED_RETENTION_DAYS = 30;
/** Days a failed notification's row (it names the recipient) is kept after its last failure, for staff to act on. */
export const NOTIFICATION_ERROR_RETENTION_DAYS = 90;
/** Months the record of a request is kept, as proof that it was answered. */
export const REQUEST_RECORD_MONTHS = 24;

/** Requests per client address and per e-mail address in a day (each may send an e-mail). */
export const PRIVACY_REQUESTS_PER_CLIENT_PER_DAY = 5;
export const PRIVACY_REQUESTS_PER_ADDRESS_PER_DAY = 3;

/** Whether two typed addresses are the same person's, as the booking limit counts addresses. */
export function sameAddress(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}

/** `iso` plus whole calendar months (UTC), clamped to the month's last day: 31 January + 1 month is 28/29 February. */
export function addMonths(iso: string, months: number): Date {
  const date = new Date(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
  return target;
}

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** When a booking's personal fields are anonymised: `months` after its meeting ended (epoch seconds, for TTL). */
export function bookingAnonymiseAt(end: string, months: number): number {
  return epochSeconds(addMonths(end, months));
}

/** When a contact message is deleted (epoch seconds, for TTL). */
export function contactExpiresAt(createdAt: string): number {
  return epochSeconds(addMonths(createdAt, CONTACT_RETENTION_MONTHS));
}

/** When a failed notification's row is deleted (epoch seconds, for TTL): a retention after its last failure. */
export function notificationErrorExpiresAt(lastFailedAt: string): number {
  return Math.floor(Date.parse(lastFailedAt) / 1000) + NOTIFICATION_ERROR_RETENTION_DAYS * 24 * 3600;
}

/** When an unsubscribed newsletter row is deleted (epoch seconds, for TTL). */
export function unsubscribedExpiresAt(unsubscribedAt: string): number {
  return Math.floor(Date.parse(unsubscribedAt) / 1000) + UNSUBSCRIBED_RETENTION_DAYS * 24 * 3600;
}

/** The date by which a request received at `receivedAt` must be answered. */
export function responseDeadline(receivedAt: string): string {
  return new Date(Date.parse(receivedAt) + PRIVACY_RESPONSE_DAYS * 24 * 3600 * 1000).toISOString();
}

/**
 * The link's token names its kind before a dot (`erase.…`), so the page it opens can say what the button will do
 * before anything is sent. The server never trusts that prefix: it finds the request by the token's hash.
 */
export function linkToken(kind: PrivacyRequestKind, secret: string): string {
  return `${kind}.${secret}`;
}

export function kindOfLinkToken(token: string): PrivacyRequestKind | undefined {
  const prefix = token.split('.', 1)[0];
  return (privacyRequestKinds as readonly string[]).includes(prefix) ? (prefix as PrivacyRequestKind) : undefined;
}

/** Where a request stands, as staff read it. */
export type PrivacyRequestStatus = 'awaiting_confirmation' | 'link_expired' | 'completed';

export function requestStatus(request: { completedAt?: string; linkExpiresAt: string }, now: number): PrivacyRequestStatus {
  if (request.completedAt) return 'completed';
  return Date.parse(request.linkExpiresAt) <= now ? 'link_expired' : 'awaiting_confirmation';
}

export const requestStatusLabels: Record<PrivacyRequestStatus, string> = {
  awaiting_confirmation: 'Waiting for the visitor to confirm',
  link_expired: 'Link expired unconfirmed',
  completed: 'Completed',
};

export const requestKindLabels: Record<PrivacyRequestKind, string> = {
  export: 'Copy of data',
  erase: 'Erasure',
};

/** A list of guests without the erased address (matched as the booking limit matches addresses). */
export function withoutAddress(guests: readonly string[], email: string): string[] {
  return guests.filter((guest) => !sameAddress(guest, email));
}

/**
 * What a booking keeps once anonymised: its times and status (the calendar's history and the slot engine need them)
 * and nothing that names or reaches a person.
 */
export const anonymisedBookingFields = {
  name: '',
  email: '',
  phone: '',
  phoneCountryCode: '',
  country: '',
  company: '',
  role: '',
  subject: '',
  guests: [] as string[],
};
/** Attributes an anonymised booking drops altogether: free text staff or the visitor typed. */
export const droppedBookingFields = ['cancelReason'] as const;

/** A booking record without its personal fields, as retention or an erasure leaves it. */
export function anonymisedRecord<T extends object>(record: T, at: string): T & { anonymisedAt: string } {
  const dropped = new Set<string>([...droppedBookingFields, 'erasePending', 'expiresAt']);
  const kept = Object.fromEntries(Object.entries(record).filter(([name]) => !dropped.has(name)));
  return { ...kept, ...anonymisedBookingFields, anonymisedAt: at } as unknown as T & { anonymisedAt: string };
}
