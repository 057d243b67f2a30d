import { getCountryForTimezone } from 'countries-and-timezones';

/**
 * The country a visitor most likely dials from, read from their IANA time zone (Asia/Riyadh → SA, Europe/London →
 * GB), so the phone fields of the booking and contact forms can start on the visitor's own calling code. A zone no
 * country owns (Etc/UTC) or an unknown name gives undefined, and each form keeps its own default.
 */
export function countryOfTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  return getCountryForTimezone(zone)?.id;
}

/**
 * The entry of `list` for the visitor's zone, else the entry of `fallbackIso`. Each form passes its own calling-code
 * list (they write codes differently) and its own default.
 */
export function dialEntryForTimeZone<T extends { iso: string }>(list: readonly T[], zone: string | undefined, fallbackIso: string): T {
  const iso = countryOfTimeZone(zone);
  return (iso && list.find((entry) => entry.iso === iso)) || (list.find((entry) => entry.iso === fallbackIso) as T);
}
