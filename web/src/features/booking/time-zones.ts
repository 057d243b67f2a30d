import { isValidTimeZone } from '../../../../shared/booking/time';

/** The browser's IANA zone; UTC when it cannot tell. */
export function detectTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows, plus UTC, sorted. */
export function listTimeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...supported, 'UTC'])].sort();
}

/** `America/New_York` → `America / New York`. */
export function zoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ').replaceAll('/', ' / ');
}

/**
 * Zones matching a search: every word of the query must appear in the zone's name (case-insensitive, spaces and
 * underscores alike), so "new york", "york" and "america/new" all find America/New_York.
 */
export function filterTimeZones(zones: readonly string[], query: string): string[] {
  const words = query.toLowerCase().replaceAll('_', ' ').split(/[\s/]+/).filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const name = zone.toLowerCase().replaceAll('_', ' ');
    return words.every((word) => name.includes(word));
  });
}
