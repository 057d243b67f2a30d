/** Display helpers of the dashboard (the staff member's own locale and zone). Every time they show names its zone. */

/**
 * `1 Dec 2026, 09:00 (Africa/Cairo)` in a named zone (a booking's business or customer zone), or
 * `27 Nov 2026, 14:05 GMT+2` in the viewer's own: staff in several places must know which clock a time is on.
 */
export function formatInstant(iso: string | undefined, zone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (!zone) return formatInstantWithZone(iso);
  return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(date)} (${zone})`;
}

/** `27 Nov 2026, 14:05 GMT+2`: an instant with the zone it is shown in, for staff in several places. */
export function formatInstantWithZone(iso: string | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(date);
}

/** `14:05 GMT+2`: a time later today on the viewer's clock, with its zone. */
export function formatClockTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));
}

/** Counts with their nouns: the same words as the server's sentences. */
export { plural } from '../../../../shared/admin/words';

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** `3 hours ago`, `yesterday`, `just now`: how long ago an instant was, in words. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return iso;
  const words = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
  // Whole units that have passed: 90 minutes is "1 hour ago", as people say it.
  for (const [unit, size] of RELATIVE_UNITS) if (Math.abs(elapsed) >= size) return words.format(-Math.trunc(elapsed / size), unit);
  return 'just now';
}

export function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** `Tue 1 Dec`: a calendar date (YYYY-MM-DD) as people read it. */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
