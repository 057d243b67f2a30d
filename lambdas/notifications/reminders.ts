import { isOccupying } from '../../shared/booking/schemas';
import { cancelledReminders, movedReminders, planReminders, type ReminderEvent, type ReminderPlan } from '../../shared/booking/reminders';
import type { BookingRecord, BookingStore } from '../bookings/booking-store';
import type { OneTimeSchedules } from '../lib/one-time-schedules';

/** What planning a booking's reminders needs: the outbox consumer builds it once per container. */
export interface ReminderDeps {
  bookings: BookingStore;
  /** One-time schedules whose target sends a reminder (send-reminder.ts). */
  reminderSchedules: OneTimeSchedules;
  /** The offsets staff set in the calendar settings. */
  reminderOffsets: () => Promise<number[]>;
  now: () => number;
}

/** A reminder's schedule is named from its booking and offset, so a move updates it and a cancellation deletes it. */
export function reminderScheduleName(bookingId: string, minutesBefore: number): string {
  return `reminder-${bookingId}-${minutesBefore}`;
}

/**
 * A new booking's reminders: planned once from the settings' offsets (a record delivered again finds the stored
 * plan and keeps it), then one schedule per reminder still scheduled. Creating a schedule that exists updates it,
 * so every step is safe to repeat.
 */
export async function scheduleReminders(deps: ReminderDeps, bookingId: string): Promise<void> {
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking || !isOccupying(booking.status)) return;
  let current = booking;
  if (!current.reminders) {
    const offsets = await deps.reminderOffsets();
    const reminders = planReminders(offsets, booking.start, Date.parse(booking.createdAt), deps.now());
    const saved = await deps.bookings.saveReminders(booking.id, { offsets, reminders }, { start: booking.start, sequence: booking.sequence ?? 0, first: true });
    // Not saved: planned meanwhile by a delivery of the same record, or moved or cancelled since (their records follow).
    const reread = saved ? { ...booking, reminders, reminderMinutesBefore: offsets } : await deps.bookings.getBooking(booking.id);
    if (!reread?.reminders || reread.start !== booking.start) return;
    current = reread;
  }
  await applySchedules(deps, current, current.reminders!);
}

/**
 * A moved booking's reminders: its offsets planned again from the new start, each schedule moved (or made), and
 * those with no place any more deleted. Only while the booking is still at the slot of this move.
 */
export async function moveReminders(deps: ReminderDeps, bookingId: string, sequence: number): Promise<void> {
  const booking = await deps.bookings.getBooking(bookingId);
  // A move superseded by another, or cancelled since, is handled by its own record.
  if (!booking || !isOccupying(booking.status) || (booking.sequence ?? 0) !== sequence) return;
  const offsets = booking.reminderMinutesBefore ?? (await deps.reminderOffsets());
  const movedAt = booking.rescheduledAt ? Date.parse(booking.rescheduledAt) : deps.now();
  const reminders = movedReminders(booking.reminders ?? {}, offsets, booking.start, Math.max(movedAt, deps.now()));
  const saved = await deps.bookings.saveReminders(booking.id, { offsets, reminders }, { start: booking.start, sequence: booking.sequence ?? 0, first: false });
  if (saved) await applySchedules(deps, booking, reminders);
}

/** A cancelled booking's reminders: every schedule deleted, and what was still scheduled marked cancelled. */
export async function cancelReminders(deps: ReminderDeps, bookingId: string): Promise<void> {
  const booking = await deps.bookings.getBooking(bookingId);
  if (!booking || booking.status !== 'cancelled') return;
  const plan = booking.reminders ?? {};
  const offsets = new Set([...(booking.reminderMinutesBefore ?? []), ...Object.values(plan).map((reminder) => reminder.minutesBefore)]);
  await Promise.all([...offsets].map((minutes) => deps.reminderSchedules.delete(reminderScheduleName(booking.id, minutes))));
  if (Object.keys(plan).length > 0) await deps.bookings.replaceReminders(booking.id, cancelledReminders(plan));
}

async function applySchedules(deps: ReminderDeps, booking: BookingRecord, plan: ReminderPlan): Promise<void> {
  await Promise.all(
    Object.values(plan).map((reminder) => {
      const name = reminderScheduleName(booking.id, reminder.minutesBefore);
      if (reminder.status !== 'scheduled') return deps.reminderSchedules.delete(name);
      const event: ReminderEvent = { bookingId: booking.id, minutesBefore: reminder.minutesBefore, start: booking.start };
      return deps.reminderSchedules.put(name, reminder.at, event);
    }),
  );
}
