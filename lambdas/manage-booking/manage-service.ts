import {
  changePolicy,
  DEFAULT_MANAGE_MIN_NOTICE_HOURS,
  refusalMessage,
  reschedulesLeft,
  type ManagedBookingDto,
  type ManagedBookingResponse,
} from '../../shared/booking/manage';
import { AppError } from '../../shared/errors';
import type { BookingRecord } from '../bookings/booking-store';
import { cancelBooking } from '../bookings/cancel-booking';
import { signManageToken, verifyManageToken } from '../bookings/manage-token';
import { appendLogKeys } from '../lib/logger';
import { moveBooking, type MoveDeps } from './move';

export interface ManageDeps extends MoveDeps {
  /** The booking token secret (Secrets Manager). */
  secret: string;
  /** Hours before the meeting after which changes are refused. */
  minNoticeHours: number;
}

/** MANAGE_MIN_NOTICE_HOURS, or the default (2) when unset or not a number ≥ 0. */
export function minNoticeHoursFromEnv(value = process.env.MANAGE_MIN_NOTICE_HOURS): number {
  const hours = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_MANAGE_MIN_NOTICE_HOURS;
}

/**
 * The booking a token opens. A forged, expired or missing token, or one for another booking, is a 403 that says
 * nothing about the booking (the token is checked before anything is read).
 */
export async function openBooking(deps: ManageDeps, bookingId: string, token: string | undefined): Promise<BookingRecord> {
  appendLogKeys({ booking_id: bookingId });
  if (!verifyManageToken(deps.secret, bookingId, token, deps.now())) throw forbidden();
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking) throw forbidden();
  return booking;
}

/** GET: the booking and what may still be done with it. Changes nothing (mail scanners open links). */
export async function viewBooking(deps: ManageDeps, bookingId: string, token: string | undefined): Promise<ManagedBookingResponse> {
  return { booking: toManagedDto(deps, await openBooking(deps, bookingId, token)) };
}

/** Cancels through the staff's use case (same e-mails, realtime and slot release); a second cancel changes nothing. */
export async function cancelManagedBooking(deps: ManageDeps, bookingId: string, token: string | undefined): Promise<ManagedBookingResponse> {
  const booking = await openBooking(deps, bookingId, token);
  if (booking.status !== 'cancelled') {
    assertChangeable(deps, booking);
    await cancelBooking(deps, { bookingId, actor: 'customer' });
  }
  return { booking: toManagedDto(deps, (await deps.bookings.getBooking(bookingId))!) };
}

/**
 * Moves the booking to another slot (see move.ts) and answers with a token for the new meeting time. The move counts
 * against `clientAddress`'s bookings of the last 24 hours.
 */
export async function rescheduleManagedBooking(
  deps: ManageDeps,
  bookingId: string,
  token: string | undefined,
  target: { date: string; time: string },
  clientAddress?: string,
): Promise<ManagedBookingResponse> {
  const booking = await openBooking(deps, bookingId, token);
  assertChangeable(deps, booking);
  await moveBooking(deps, bookingId, target, { kind: 'visitor', clientAddress });
  const moved = (await deps.bookings.getBooking(bookingId))!;
  return { booking: toManagedDto(deps, moved), token: signManageToken(deps.secret, bookingId, Date.parse(moved.end)) };
}

function assertChangeable(deps: ManageDeps, booking: BookingRecord): void {
  const policy = changePolicy(booking, deps.now(), deps.minNoticeHours);
  if (!policy.allowed) {
    throw new AppError('VALIDATION_ERROR', { title: 'Change Not Possible', message: refusalMessage(policy.reason!, deps.minNoticeHours) });
  }
}

function toManagedDto(deps: ManageDeps, booking: BookingRecord): ManagedBookingDto {
  return {
    id: booking.id,
    date: booking.date,
    time: booking.time,
    start: booking.start,
    end: booking.end,
    duration: booking.duration,
    status: booking.status,
    name: booking.name,
    email: booking.email,
    company: booking.company,
    subject: booking.subject,
    guests: booking.guests,
    customerTimezone: booking.customerTimezone,
    businessTimezone: booking.businessTimezone,
    // Only the meeting's own link: a stand-in stored by an older version is never shown.
    ...(booking.meetLinkStatus === 'created' && booking.meetLink ? { meetLink: booking.meetLink } : {}),
    meetLinkPending: booking.meetLinkStatus !== 'created',
    policy: changePolicy(booking, deps.now(), deps.minNoticeHours),
    minNoticeHours: deps.minNoticeHours,
    reschedulesLeft: reschedulesLeft(booking),
  };
}

function forbidden(): AppError {
  return new AppError('FORBIDDEN', { message: 'This link is not valid or has expired.' });
}
