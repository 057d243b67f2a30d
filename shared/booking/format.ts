import { formatWallTime, wallClockAt } from './time';

/** An instant as a person in a given zone reads it. */
export interface ZonedDisplay {
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  /** `HH:mm` (24-hour) in the zone. */
  time: string;
  /** e.g. `Tuesday, December 1, 2026`. */
  longDate: string;
  /** e.g. `9:00 AM`. */
  time12: string;
  /** e.g. `GMT+2`, `GMT+5:30`. */
  offsetLabel: string;
  zone: string;
}

const longDateFormats = new Map<string, Intl.DateTimeFormat>();
const time12Formats = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = map.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    map.set(zone, found);
  }
  return found;
}

/** Formats an instant (epoch ms or ISO) in an IANA zone. */
export function formatInZone(instant: number | string, zone: string): ZonedDisplay {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  const wall = wallClockAt(ms, zone);
  const date = new Date(ms);
  const offsetPart = cached(offsetFormats, zone, { timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName');
  return {
    date: wall.date,
    time: formatWallTime(wall.minutes),
    longDate: cached(longDateFormats, zone, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(date),
    time12: cached(time12Formats, zone, { hour: 'numeric', minute: '2-digit', hour12: true }).format(date),
    offsetLabel: offsetPart?.value ?? 'GMT',
    zone,
  };
}
