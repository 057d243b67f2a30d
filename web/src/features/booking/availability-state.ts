import type { SlotDto } from '../../../../shared/booking/schemas';

/** Availability kept by business date; a refresh of a date range replaces exactly that range. */
export type SlotsByDate = Readonly<Record<string, readonly SlotDto[]>>;

/** Replaces the slots of every business date in `from`…`to` (inclusive) with `slots`. */
export function replaceSlotsInRange(current: SlotsByDate, from: string, to: string, slots: readonly SlotDto[]): SlotsByDate {
  const next: Record<string, readonly SlotDto[]> = {};
  for (const [date, list] of Object.entries(current)) if (date < from || date > to) next[date] = list;
  for (const slot of slots) next[slot.date] = [...(next[slot.date] ?? []), slot];
  return next;
}

/** Removes one slot (a booking just took it). */
export function withoutSlot(current: SlotsByDate, date: string, time: string): SlotsByDate {
  const list = current[date];
  if (!list?.some((slot) => slot.time === time)) return current;
  return { ...current, [date]: list.filter((slot) => slot.time !== time) };
}

export function allSlots(current: SlotsByDate): SlotDto[] {
  return Object.values(current).flat();
}
