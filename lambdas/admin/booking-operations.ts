import {
  attendanceRefusal,
  attendanceRefusalMessages,
  auditSentences,
  staffMoveRefusal,
} from '../../shared/admin/booking-operations';
import type { AdminBooking } from '../../shared/admin/schemas';
import type { Attendance, BookingRequest } from '../../shared/booking/schemas';
import { bookingAnonymiseAt } from '../../shared/privacy/rules';
import { AppError } from '../../shared/errors';
import type { BookingRecord } from '../bookings/booking-store';
import { placeBooking, type PlaceBookingDeps } from '../bookings/place-booking';
import type { Caller } from '../lib/auth';
import { appendLogKeys } from '../lib/logger';
import { RETRY, transact, withTransactionRetries } from '../lib/transaction';
import { moveBooking } from '../manage-booking/move';
import type { AuditStore } from '../audit/audit-store';
import { toAdminBooking } from './booking-list';

/*
 * What staff do with bookings from the dashboard: book for a client, move a booking, mark whether the customer came.
 * Each action is recorded in the audit log with a sentence saying what happened.
 */

export interface BookingOperationsDeps extends PlaceBookingDeps {
  audit: Pick<AuditStore, 'record' | 'entryWrite'>;
}

/** Attempts of one attendance change before the caller is told to retry (another change of the address came first). */
const ATTENDANCE_ATTEMPTS = 8;

const actorOf = (caller: Caller) => caller.email ?? caller.userId;

/**
 * Books a slot for a client, through the visitor's own booking transaction: the same slot rules, address limit,
 * blocks and e-mails (the outbox sends them). Only the per-client limit does not apply: it counts the requests of one
 * network address, and staff book for many clients from theirs.
 */
export async function bookForClient(deps: BookingOperationsDeps, caller: Caller, request: BookingRequest): Promise<AdminBooking> {
  const { body } = await placeBooking(deps, request, { bookedBy: actorOf(caller) });
  const booking = await readBooking(deps, body.booking.id);
  await deps.audit.record(caller, 'booking.created', booking.id, { summary: auditSentences.created(booking), date: booking.date, time: booking.time });
  return toAdminBooking(booking, booking);
}

/**
 * Moves a booking for its customer (move.ts): the new slot must be one the calendar offers now, and the customer,
 * the guests and the team get the updated invitation as after a visitor's move. A staff move does not count towards
 * the visitor's reschedule limit, and a meeting that has started or a cancelled booking cannot move.
 */
export async function rescheduleForClient(deps: BookingOperationsDeps, caller: Caller, bookingId: string, target: { date: string; time: string }): Promise<AdminBooking> {
  appendLogKeys({ booking_id: bookingId });
  const before = await readBooking(deps, bookingId);
  const refusal = staffMoveRefusal(before, deps.now());
  if (refusal) throw new AppError('CONFLICT', refusal);
  await moveBooking(deps, bookingId, target, { kind: 'staff' });
  const after = await readBooking(deps, bookingId);
  if (after.start !== before.start) {
    await deps.audit.record(caller, 'booking.rescheduled', bookingId, {
      summary: auditSentences.rescheduled(after, before.start),
      from: { date: before.date, time: before.time },
      to: { date: after.date, time: after.time },
    });
  }
  return toAdminBooking(after, after);
}

/**
 * Marks whether the customer came to a meeting that has started. One transaction writes the booking (while it is
 * still in the slot read and not cancelled), the address's no-shows (under the version read) and the audit entry.
 * Marking what is already marked changes nothing and records nothing.
 */
export async function markAttendance(deps: BookingOperationsDeps, caller: Caller, bookingId: string, attendance: Attendance): Promise<AdminBooking> {
  appendLogKeys({ booking_id: bookingId });
  return withTransactionRetries({ attempts: ATTENDANCE_ATTEMPTS }, async () => {
    const booking = await readBooking(deps, bookingId);
    const now = deps.now();
    const refusal = attendanceRefusal(booking, now);
    if (refusal) throw new AppError('CONFLICT', attendanceRefusalMessages[refusal]);
    if (booking.attendance === attendance) return toAdminBooking(booking, booking);

    const [noShows, { settings }] = await Promise.all([deps.limits.readNoShows(booking.email), deps.snapshots.read([booking.date])]);
    const { [bookingId]: _previous, ...others } = noShows.noShows;
    const missed = attendance === 'no-show' ? { ...others, [bookingId]: booking.end } : others;
    const latestEnd = Object.values(missed).sort().at(-1);
    // The count is kept as long as the bookings it counts; with none left the item expires at once.
    const expiresAt = latestEnd ? bookingAnonymiseAt(latestEnd, settings.bookingRetentionMonths) : Math.floor(now / 1000);
    const marked = { attendance, attendanceMarkedAt: new Date(now).toISOString(), attendanceMarkedBy: actorOf(caller) };
    const outcome = await transact(deps.bookings.client, [
      deps.bookings.updateBooking(booking, marked),
      deps.limits.writeNoShows(noShows, missed, expiresAt),
      deps.audit.entryWrite(caller, 'booking.attendance_marked', bookingId, { summary: auditSentences.attendance(booking, attendance), attendance }, new Date(now)),
    ]);
    if (!outcome.committed) return RETRY;
    const updated = { ...booking, ...marked };
    return toAdminBooking(updated, updated);
  });
}

async function readBooking(deps: BookingOperationsDeps, bookingId: string): Promise<BookingRecord> {
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking) throw new AppError('NOT_FOUND', { message: 'There is no booking with this id. It may have been erased.' });
  return booking;
}
