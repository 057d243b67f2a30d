import { z } from 'zod';
import { isoDateSchema } from './schemas';
import type { HiddenReason, SlotExplanation } from './slots';
import { isoInstant } from './time';

/*
 * The dashboard's "why is this slot not offered?" view: every slot of a day with the rule that hides it, computed by
 * the engine that offers slots, in words staff read.
 */

export const explainQuerySchema = z.object({ date: isoDateSchema });

export const explainedSlotSchema = z.object({
  time: z.string(),
  start: z.string(),
  end: z.string(),
  offered: z.boolean(),
  /** The rule that hides the slot (absent when offered). */
  rule: z.enum(['outside-working-time', 'closed-date', 'booked', 'busy', 'buffer', 'too-soon', 'beyond-horizon']).optional(),
  /** The rule in words. */
  reason: z.string().optional(),
});
export type ExplainedSlot = z.infer<typeof explainedSlotSchema>;

export const explainResponseSchema = z.object({ date: z.string(), timezone: z.string(), slots: z.array(explainedSlotSchema) });
export type ExplainResponse = z.infer<typeof explainResponseSchema>;

/** A hidden slot's rule in words; a busy time names its calendar (never the event). */
export function describeHiddenReason(reason: HiddenReason, calendarName: (id: string) => string | undefined): string {
  switch (reason.rule) {
    case 'outside-working-time':
      return 'Outside working time';
    case 'closed-date':
      return 'Closed on this date';
    case 'booked':
      return 'Booked';
    case 'busy':
      return `Busy in '${calendarName(reason.calendarId) ?? 'a removed calendar'}'`;
    case 'buffer':
      return 'Buffer around a booking or busy time';
    case 'too-soon':
      return 'Too soon (minimum notice)';
    case 'beyond-horizon':
      return 'Beyond the booking horizon';
  }
}

export function toExplainedSlot(slot: SlotExplanation, calendarName: (id: string) => string | undefined): ExplainedSlot {
  const base = { time: slot.time, start: isoInstant(slot.start), end: isoInstant(slot.end) };
  return slot.hidden ? { ...base, offered: false, rule: slot.hidden.rule, reason: describeHiddenReason(slot.hidden, calendarName) } : { ...base, offered: true };
}
