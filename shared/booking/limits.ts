/*
 * Booking limits, as pure rules over what the store read; the booking transaction re-checks what they decided.
 * - An e-mail address holds at most `maxUpcomingBookingsPerEmail` upcoming bookings (confirmed or pending, not yet
 *   ended). Addresses match ignoring case and a `+tag` in the local part, so `Ada+x@Example.com` is `ada@example.com`.
 * - One client address (the viewer's IP) makes at most `BOOKING_LIMIT_PER_CLIENT` bookings in any 24 hours; refused
 *   attempts do not count. `0` turns the limit off.
 * - Staff may block an address or a whole domain (its subdomains with it): its attempts get the same answer as the
 *   address limit, and a booking inviting it as a guest is refused, naming the guest.
 */

/** Upcoming bookings an address may hold when the settings say nothing else. */
export const DEFAULT_MAX_UPCOMING_BOOKINGS_PER_EMAIL = 2;
/** Bookings one client address may make in any 24 hours when `BOOKING_LIMIT_PER_CLIENT` is unset. */
export const DEFAULT_BOOKING_LIMIT_PER_CLIENT = 10;
export const CLIENT_WINDOW_MS = 24 * 3600 * 1000;

/** `Ada+News@Example.COM` → `ada@example.com`: the identity the address limit counts by. */
export function normalizeEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}@${lower.slice(at + 1)}`;
}

export function emailDomain(email: string): string {
  const lower = email.trim().toLowerCase();
  return lower.slice(lower.lastIndexOf('@') + 1);
}

/**
 * `ada@mail.eu.example.com` → `mail.eu.example.com`, `eu.example.com`, `example.com`: the domains whose block covers
 * the address (a block of a domain covers its subdomains; a bare top-level domain is never one).
 */
export function blockingDomains(email: string): string[] {
  const labels = emailDomain(email).split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** Upcoming bookings of an address: booking id → the meeting's end (ISO instant). */
export type UpcomingBookings = Record<string, string>;

/** The entries whose meeting has not ended at `now`: ended meetings free their place by themselves. */
export function stillUpcoming(upcoming: UpcomingBookings, now: number): UpcomingBookings {
  return Object.fromEntries(Object.entries(upcoming).filter(([, end]) => Date.parse(end) > now));
}

/** An address item without a block is kept until a day after its last upcoming meeting ends (epoch seconds, for TTL). */
export function addressItemExpiresAt(upcoming: UpcomingBookings, now: number): number {
  const lastEnd = Math.max(now, ...Object.values(upcoming).map((end) => Date.parse(end)));
  return Math.floor(lastEnd / 1000) + 24 * 3600;
}

/** Bookings of one client address: booking id → when it was made (epoch ms). */
export type RecentBookings = Record<string, number>;

export function withinWindow(recent: RecentBookings, now: number): RecentBookings {
  return Object.fromEntries(Object.entries(recent).filter(([, at]) => at > now - CLIENT_WINDOW_MS));
}

export type ClientDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Whether one more booking fits the client's last 24 hours; if not, when the oldest of them leaves the window. */
export function clientDecision(recent: RecentBookings, limit: number, now: number): ClientDecision {
  if (limit <= 0) return { allowed: true };
  const times = Object.values(withinWindow(recent, now)).sort((a, b) => a - b);
  if (times.length < limit) return { allowed: true };
  const freedAt = times[times.length - limit] + CLIENT_WINDOW_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
}

/** `BOOKING_LIMIT_PER_CLIENT`: a whole number ≥ 0, or the default when unset or unusable. */
export function clientLimitFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_BOOKING_LIMIT_PER_CLIENT;
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 0 ? limit : DEFAULT_BOOKING_LIMIT_PER_CLIENT;
}

/** What staff block: a whole address (`someone@example.com`) or a domain (`example.com`). */
export type SenderBlockTarget = { kind: 'address'; value: string } | { kind: 'domain'; value: string };

/** A block typed by staff, normalised: addresses as the limit counts them, domains lower-cased without a leading `@`. */
export function blockTarget(input: string): SenderBlockTarget {
  const value = input.trim().toLowerCase().replace(/^@/, '');
  return value.includes('@') ? { kind: 'address', value: normalizeEmail(value) } : { kind: 'domain', value };
}
