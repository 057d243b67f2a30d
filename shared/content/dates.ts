const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'March 2, 2026': the UTC calendar day of an ISO date (read as UTC, as ISO dates are) or timestamp, as the content
 * pages print dates; '' when it is not a date. UTC so that prerendered and hydrated text agree. Spelled out rather
 * than through Intl because the first Intl formatter a page creates costs tens of milliseconds of a phone's main
 * thread while the page is starting.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A count with en-US thousands separators ('12,480'), without Intl for the same reason. */
export function formatCount(count: number): string {
  const digits = String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
