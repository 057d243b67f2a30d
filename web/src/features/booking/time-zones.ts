import { isValidTimeZone } from '../../../../shared/booking/time';

/**
 * Old names some browsers still report (Chromium lists `Asia/Calcutta`), with the names people search for.
 * The old names stay valid everywhere; the new ones are used when the browser knows them.
 */
const renamedZones: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
};

/** The current name of a zone when it has one this runtime accepts. */
export function modernZoneName(zone: string): string {
  const renamed = renamedZones[zone];
  return renamed && isValidTimeZone(renamed) ? renamed : zone;
}

type TemporalClock = { Now: { timeZoneId(): string } };

/** The browser's IANA zone; UTC when it cannot tell. */
export function detectTimeZone(): string {
  try {
    // Temporal answers at once, with a zone it knows; the first Intl.DateTimeFormat a page builds loads the locale
    // data first, tens of milliseconds on a slow phone. Browsers without Temporal take the Intl way.
    const fromTemporal = (globalThis as { Temporal?: TemporalClock }).Temporal?.Now.timeZoneId();
    if (fromTemporal) return modernZoneName(fromTemporal);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? modernZoneName(zone) : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows (current names), plus UTC, sorted. */
export function listTimeZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...supported.map(modernZoneName), 'UTC'])].sort();
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
