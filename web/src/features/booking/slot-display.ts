import type { SlotDto } from '../../../../shared/booking/schemas';
import { dateAt } from '../../../../shared/booking/time';

/*
 * Showing business slots to a visitor: everything is derived from a slot's UTC `start`, in the visitor's zone.
 */

export type HourCycle = '12h' | '24h';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formats.set(key, found);
  }
  return found;
}

/** The date a slot falls on for a visitor in `zone` (may differ from its business date). */
export function visitorDateOf(slot: SlotDto, zone: string): string {
  return dateAt(Date.parse(slot.start), zone);
}

/** Slots grouped by the visitor's date, each group sorted by start. */
export function groupByVisitorDate(slots: readonly SlotDto[], zone: string): Map<string, SlotDto[]> {
  const groups = new Map<string, SlotDto[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const date = visitorDateOf(slot, zone);
    const group = groups.get(date);
    if (group) group.push(slot);
    else groups.set(date, [slot]);
  }
  return groups;
}

/** A slot's start as `h:mm a` (`9:00 AM`) or `HH:mm` (`09:00`) in `zone`. */
export function formatSlotTime(start: string, zone: string, hourCycle: HourCycle = '12h'): string {
  const parts = format(zone, { hour: 'numeric', minute: '2-digit', hourCycle: hourCycle === '12h' ? 'h12' : 'h23' }).formatToParts(
    new Date(start),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  if (hourCycle === '24h') return `${part('hour').padStart(2, '0')}:${part('minute')}`;
  return `${Number(part('hour'))}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** The zone's short name at an instant: `EST`, `GMT+9`, `GMT+5:30`. */
export function zoneAbbreviation(instant: string | number, zone: string): string {
  return (
    format(zone, { timeZoneName: 'short' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

/** A calendar date (`YYYY-MM-DD`) as a UTC noon instant, for formatting it without a zone shifting it. */
function calendarInstant(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** `Tuesday, December 1, 2026`. */
export function formatLongDate(date: string): string {
  return format('UTC', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(calendarInstant(date));
}

/** `December 2026`. */
export function formatMonthTitle(month: string): string {
  return format('UTC', { year: 'numeric', month: 'long' }).format(calendarInstant(`${month}-01`));
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

/** `MMM do, yyyy` (`Dec 1st, 2026`), the date format of the confirmation toast. */
export function formatConfirmationDate(date: string): string {
  const month = format('UTC', { month: 'short' }).format(calendarInstant(date));
  return `${month} ${ordinal(Number(date.slice(8, 10)))}, ${date.slice(0, 4)}`;
}
