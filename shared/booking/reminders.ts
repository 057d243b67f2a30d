import { z } from 'zod';

/*
 * Reminder e-mails before a booking's start, as pure rules (the notifications consumer stores what they decide and
 * creates one one-time schedule per reminder; the schedule's target sends it).
 * - Staff choose up to 3 offsets, in whole minutes from 5 minutes to 7 days before the start.
 * - A booking gets a reminder at each offset whose time is still ahead when it is booked (a booking made 2 hours
 *   ahead gets no day-before reminder: it would go out at once, next to the confirmation).
 * - A move plans the booking's offsets again from the new start; a cancellation cancels what is still scheduled.
 * - A reminder goes out only while the booking is still occupying the start it was planned for, and before it.
 */

export const DEFAULT_REMINDER_MINUTES_BEFORE = [1440, 60] as const;
export const MAX_REMINDERS = 3;
export const MIN_REMINDER_MINUTES = 5;
/** Seven days. */
export const MAX_REMINDER_MINUTES = 10080;

export const reminderMinutesBeforeSchema = z
  .array(
    z
      .number({ error: 'Enter each reminder as a number of minutes.' })
      .int('Enter each reminder as a whole number of minutes.')
      .min(MIN_REMINDER_MINUTES, `A reminder goes out at least ${MIN_REMINDER_MINUTES} minutes before the meeting.`)
      .max(MAX_REMINDER_MINUTES, `A reminder goes out at most ${MAX_REMINDER_MINUTES} minutes (7 days) before the meeting.`),
    { error: 'Reminders must be a list of minutes before the meeting.' },
  )
  .max(MAX_REMINDERS, `At most ${MAX_REMINDERS} reminders can be set.`)
  .refine((list) => new Set(list).size === list.length, { message: 'Each reminder must be at a different time.' });

export const reminderStatuses = ['scheduled', 'sent', 'cancelled', 'skipped'] as const;
export type ReminderStatus = (typeof reminderStatuses)[number];

export const reminderSchema = z.object({
  minutesBefore: z.number(),
  /** ISO instant the reminder goes out. */
  at: z.string(),
  status: z.enum(reminderStatuses),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** Reminders of a booking keyed by their offset, as the booking stores them. */
export type ReminderPlan = Record<string, Reminder>;

const MINUTE_MS = 60_000;

export function reminderAt(start: string, minutesBefore: number): string {
  return new Date(Date.parse(start) - minutesBefore * MINUTE_MS).toISOString();
}

/**
 * The reminders of a booking starting at `start`, booked (or moved) at `bookedAt`: one per offset whose time is
 * still ahead then. One that is ahead of `bookedAt` but already past at `now` (the outbox ran late) is `skipped`:
 * a reminder is never sent late.
 */
export function planReminders(offsets: readonly number[], start: string, bookedAt: number, now: number): ReminderPlan {
  const plan: ReminderPlan = {};
  for (const minutesBefore of [...offsets].sort((a, b) => b - a)) {
    const at = reminderAt(start, minutesBefore);
    if (Date.parse(at) <= bookedAt) continue;
    plan[String(minutesBefore)] = { minutesBefore, at, status: Date.parse(at) > now ? 'scheduled' : 'skipped' };
  }
  return plan;
}

/**
 * The plan after a move to `start` at `movedAt`: every offset planned again from the new start; a reminder that
 * was planned before and has no place after the move (its time is past) is `skipped`.
 */
export function movedReminders(previous: ReminderPlan, offsets: readonly number[], start: string, movedAt: number): ReminderPlan {
  const plan = planReminders(offsets, start, movedAt, movedAt);
  for (const [key, reminder] of Object.entries(previous)) {
    if (!plan[key] && reminder.status === 'scheduled') plan[key] = { ...reminder, at: reminderAt(start, reminder.minutesBefore), status: 'skipped' };
  }
  return plan;
}

/** The plan after a cancellation: what was still scheduled is cancelled; what went out stays sent. */
export function cancelledReminders(plan: ReminderPlan): ReminderPlan {
  return Object.fromEntries(Object.entries(plan).map(([key, reminder]) => [key, reminder.status === 'scheduled' ? { ...reminder, status: 'cancelled' } : reminder]));
}

/** What a schedule asks its target to send: the booking, the offset and the start it was planned for. */
export const reminderEventSchema = z.object({
  bookingId: z.string().min(1),
  minutesBefore: z.number().int(),
  start: z.string(),
});
export type ReminderEvent = z.infer<typeof reminderEventSchema>;

/**
 * Whether a due reminder goes out: only while the booking occupies the start it was planned for, its reminder is
 * still planned at that time, and the meeting has not begun.
 */
export function reminderDecision(
  booking: { status: string; start: string; reminders?: ReminderPlan } | undefined,
  event: ReminderEvent,
  now: number,
): 'send' | 'skip' {
  if (!booking || (booking.status !== 'confirmed' && booking.status !== 'pending')) return 'skip';
  if (booking.start !== event.start || now >= Date.parse(booking.start)) return 'skip';
  const planned = booking.reminders?.[String(event.minutesBefore)];
  if (!planned || planned.at !== reminderAt(event.start, event.minutesBefore) || planned.status === 'cancelled' || planned.status === 'skipped') return 'skip';
  return 'send';
}

/** The plan as a list, earliest reminder first (the staff API's shape). */
export function reminderList(plan: ReminderPlan | undefined): Reminder[] {
  return Object.values(plan ?? {}).sort((a, b) => a.at.localeCompare(b.at));
}

/** 1440 → "1 day", 90 → "1 hour 30 minutes": how long before the meeting a reminder goes out, in words. */
export function describeMinutesBefore(minutes: number): string {
  const parts: string[] = [];
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (days) parts.push(unit(days, 'day'));
  if (hours) parts.push(unit(hours, 'hour'));
  if (rest || parts.length === 0) parts.push(unit(rest, 'minute'));
  return parts.join(' ');
}
