import { clientDecision } from '../../shared/booking/limits';
import { MAX_RESCHEDULES } from '../../shared/booking/manage';
import { checkSlot } from '../../shared/booking/slots';
import { addDays, isoInstant } from '../../shared/booking/time';
import { AppError } from '../../shared/errors';
import { engineInputs, type CalendarSnapshotReader } from '../bookings/calendar-snapshot';
import { type BookingStore, type DayEntry, type DayItem } from '../bookings/booking-store';
import type { LimitStore } from '../bookings/limit-store';
import { CLAIM_RETENTION_SECONDS } from '../bookings/place-booking';
import { RETRY, transact, withTransactionRetries, type NamedWrite } from '../lib/transaction';
import { recordBookingRescheduled } from '../lib/metrics';

/** Attempts of one move before the visitor is told to retry (each lost one means a date changed meanwhile). */
const MOVE_ATTEMPTS = 12;

export interface MoveDeps {
  snapshots: CalendarSnapshotReader;
  bookings: BookingStore;
  limits: LimitStore;
  /** Bookings (moves included) one client address may make in any 24 hours; 0 turns the limit off. */
  clientLimit: number;
  now: () => number;
}

/** Who moves a booking: the visitor, from a client address, or staff from the dashboard. */
export type Mover = { kind: 'visitor'; clientAddress?: string } | { kind: 'staff' };

/**
 * Moves a booking to another slot in one transaction, so the visitor always holds exactly one slot:
 * - the new slot must be one the engine generates now, ignoring only the booking's own current entry;
 * - the new slot's claim is taken and the old one released;
 * - the entry leaves the old date's DAY item and joins the new one's (one write when the date stays), each under
 *   the version read;
 * - the BOOKING item takes the new slot and the next invitation SEQUENCE, while it still occupies the slot read
 *   (a cancellation or another move in between fails the transaction);
 * - the address's upcoming bookings take the new end;
 * - a visitor's move: the booking has moved fewer than MAX_RESCHEDULES times (a condition of the transaction), and
 *   the move counts against the client's bookings of the last 24 hours (under the version read), as a new booking
 *   would. A staff move counts towards neither: the limits stop a visitor from mailing the invitation's addresses
 *   over and over, and staff act for the customer (every staff move is in the audit log).
 * A transaction that lost to a concurrent change is attempted again from the read; nothing of it was written.
 */
export async function moveBooking(deps: MoveDeps, bookingId: string, target: { date: string; time: string }, mover: Mover): Promise<void> {
  const byVisitor = mover.kind === 'visitor';
  await withTransactionRetries({ attempts: MOVE_ATTEMPTS }, async () => {
    const current = await deps.bookings.getBooking(bookingId);
    if (!current || current.status === 'cancelled') throw changedMeanwhile();
    if (current.date === target.date && current.time === target.time) return undefined;
    const moves = current.rescheduleCount ?? 0;
    if (byVisitor && moves >= MAX_RESCHEDULES) throw new AppError('RESCHEDULE_LIMIT_REACHED');
    const dates = [addDays(target.date, -1), target.date, addDays(target.date, 1), current.date];
    const counted = byVisitor && deps.clientLimit > 0 ? mover.clientAddress : undefined;
    const [snapshot, limits] = await Promise.all([deps.snapshots.read(dates), deps.limits.read(current.email, counted)]);
    const { settings, days } = snapshot;
    const now = deps.now();
    const verdict = checkSlot({ ...engineInputs(snapshot, withoutBooking(days, current.id)), now, date: target.date, time: target.time });
    if (!verdict.ok) throw new AppError(verdict.reason === 'taken' ? 'DUPLICATE_BOOKING' : 'SLOT_UNAVAILABLE');
    if (limits.client) {
      const decision = clientDecision(limits.client.recent, deps.clientLimit, now);
      if (!decision.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: decision.retryAfterSeconds });
    }
    const previous = days.get(current.date)!.bookings[current.id];
    if (!previous) return RETRY;
    const entry: DayEntry = {
      ...previous,
      date: target.date,
      time: target.time,
      start: isoInstant(verdict.slot.start),
      end: isoInstant(verdict.slot.end),
      duration: settings.meetingDuration,
      sequence: (current.sequence ?? 0) + 1,
    };
    const newDay = days.get(target.date)!;
    const dayWrites: NamedWrite[] =
      current.date === target.date
        ? [deps.bookings.changeDay('day', newDay, { set: [entry] })]
        : [deps.bookings.changeDay('new-day', newDay, { set: [entry] }), deps.bookings.changeDay('old-day', days.get(current.date)!, { remove: [current.id] })];
    const outcome = await transact(deps.bookings.client, [
      deps.bookings.claimSlot(`${target.date}T${target.time}`, current.id, Math.floor(verdict.slot.end / 1000) + CLAIM_RETENTION_SECONDS),
      deps.bookings.releaseSlot(`${current.date}T${current.time}`, current.id),
      ...dayWrites,
      deps.bookings.updateBooking(
        current,
        {
          date: entry.date,
          time: entry.time,
          start: entry.start,
          end: entry.end,
          duration: entry.duration,
          sequence: entry.sequence,
          rescheduledAt: new Date(now).toISOString(),
          previousDate: current.date,
          previousTime: current.time,
          previousStart: current.start,
          ...(byVisitor ? { rescheduleCount: moves + 1 } : {}),
        },
        byVisitor ? { movedFewerThan: MAX_RESCHEDULES } : {},
      ),
      ...(limits.client ? [deps.limits.recordClientBooking(limits.client, `${current.id}#move-${moves + 1}`, now)] : []),
      ...(current.id in limits.address.upcoming ? [deps.limits.writeAddress(limits.address, { ...limits.address.upcoming, [current.id]: entry.end }, now)] : []),
    ]);
    if (outcome.committed) {
      recordBookingRescheduled(current.id);
      return undefined;
    }
    if (outcome.failed.has('claim')) throw new AppError('DUPLICATE_BOOKING');
    return RETRY;
  });
}

function withoutBooking(days: Map<string, DayItem>, bookingId: string): DayItem[] {
  return [...days.values()].map((day) => {
    const { [bookingId]: _own, ...others } = day.bookings;
    return { ...day, bookings: others };
  });
}

function changedMeanwhile(): AppError {
  return new AppError('SLOT_UNAVAILABLE', { title: 'Booking Changed', message: 'This booking was changed in the meantime. Please reload the page and try again.' });
}
