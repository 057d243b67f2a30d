import { z } from 'zod';
import { bookingDtoSchema, isoDateSchema, wallTimeSchema, type BookingStatus } from './schemas';

/*
 * Managing a booking from the confirmation e-mail (docs/manage-booking.md): the token format, the request and
 * response shapes, and the rules that say whether a booking may still change. Pure: `now` is an argument.
 *
 * Token: `{expiry in epoch seconds, base 36}.{base64url HMAC-SHA256}` over the booking id and the expiry, with a
 * key derived from the booking token secret for this purpose only (signed and checked in lambdas/manage-booking).
 */

/** Changes close this many hours before the meeting unless configured otherwise (`MANAGE_MIN_NOTICE_HOURS`). */
export const DEFAULT_MANAGE_MIN_NOTICE_HOURS = 2;

/**
 * A booking moves at most this many times: every move mails the customer, each guest and staff again, so an
 * unbounded number would let anyone send the agency's mail to the addresses they typed, as often as they liked.
 * Cancelling stays possible after the last move.
 */
export const MAX_RESCHEDULES = 3;

/** Moves a booking has left, from how many it made (`rescheduleCount`, absent before the first). */
export function reschedulesLeft(booking: { rescheduleCount?: number }): number {
  return Math.max(0, MAX_RESCHEDULES - (booking.rescheduleCount ?? 0));
}

/** The shape of a token (the signature is checked on the server). Anything else is refused without a lookup. */
export const MANAGE_TOKEN_PATTERN = /^[0-9a-z]{1,11}\.[A-Za-z0-9_-]{43}$/;

export const manageParamsSchema = z.object({ id: z.string().min(1).max(80) });
/**
 * The token comes as `?token=`; a missing or malformed one (of any length: MANAGE_TOKEN_PATTERN is bounded) is a
 * 403 like a forged one, with no detail.
 */
export const manageQuerySchema = z.object({ token: z.string().optional() });

/** `POST /api/bookings/{id}/reschedule?token=` body: the new slot, in the business time zone. */
export const rescheduleBodySchema = z.object({ date: isoDateSchema, time: wallTimeSchema });
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

/** What a change is refused for: `cancelled` (nothing left to change), `started`, `too-late` (inside the notice). */
const changeRefusalSchema = z.enum(['cancelled', 'started', 'too-late']);
export type ChangeRefusal = z.infer<typeof changeRefusalSchema>;

const changePolicySchema = z.object({
  allowed: z.boolean(),
  reason: changeRefusalSchema.optional(),
  /** ISO instant after which changes are closed. */
  deadline: z.string(),
});
export type ChangePolicy = z.infer<typeof changePolicySchema>;

/** Whether the booking may still be cancelled or moved at `now` (epoch ms). */
export function changePolicy(booking: { start: string; status: BookingStatus }, now: number, minNoticeHours: number): ChangePolicy {
  const start = Date.parse(booking.start);
  const deadline = new Date(start - minNoticeHours * 3_600_000).toISOString();
  if (booking.status === 'cancelled') return { allowed: false, reason: 'cancelled', deadline };
  if (now >= start) return { allowed: false, reason: 'started', deadline };
  if (now > Date.parse(deadline)) return { allowed: false, reason: 'too-late', deadline };
  return { allowed: true, deadline };
}

/** The visitor-facing explanation of a refusal. */
export function refusalMessage(reason: ChangeRefusal, minNoticeHours: number): string {
  switch (reason) {
    case 'cancelled':
      return 'This booking is cancelled, so it can no longer be changed.';
    case 'started':
      return 'This meeting has already started, so it can no longer be changed.';
    case 'too-late':
      return `Changes are possible until ${formatHours(minNoticeHours)} before the meeting. Please contact us directly.`;
  }
}

function formatHours(hours: number): string {
  if (hours === 1) return '1 hour';
  if (hours < 1) return `${Math.round(hours * 60)} minutes`;
  return `${hours} hours`;
}

/** The booking as its manage page sees it (the token holder's own booking). */
export const managedBookingSchema = bookingDtoSchema.extend({
  name: z.string(),
  email: z.string(),
  company: z.string(),
  subject: z.string(),
  guests: z.array(z.string()),
  customerTimezone: z.string(),
  businessTimezone: z.string(),
  /** Whether the meeting link is the placeholder (to be confirmed). */
  meetLinkPending: z.boolean(),
  policy: changePolicySchema,
  minNoticeHours: z.number(),
  /** Moves still possible (0: only cancelling is left). */
  reschedulesLeft: z.number().int().min(0),
});
export type ManagedBookingDto = z.infer<typeof managedBookingSchema>;

/** What viewing, cancelling and moving answer; a move adds a fresh token (the old one expires with the old meeting). */
export const managedBookingResponseSchema = z.object({ booking: managedBookingSchema, token: z.string().optional() });
export type ManagedBookingResponse = z.infer<typeof managedBookingResponseSchema>;
