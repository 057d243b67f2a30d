import { isValidTimeZone } from '../../../../shared/booking/time';
import type { HourCycle } from './slot-display';

/** Browser storage of the visitor's display choices on the booking screen. */
export const preferenceKeys = { timeZone: 'bookingTimeZone', hourCycle: 'bookingHourCycle' } as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode, blocked); the choice then lasts for the visit only.
  }
}

/** The zone the visitor chose earlier, if still valid. */
export function storedTimeZone(): string | undefined {
  const zone = read(preferenceKeys.timeZone);
  return zone && isValidTimeZone(zone) ? zone : undefined;
}

/** Remembers a chosen zone; `null` forgets it (follow the browser's zone again). */
export function storeTimeZone(zone: string | null) {
  write(preferenceKeys.timeZone, zone);
}

export function storedHourCycle(): HourCycle {
  return read(preferenceKeys.hourCycle) === '24h' ? '24h' : '12h';
}

export function storeHourCycle(hourCycle: HourCycle) {
  write(preferenceKeys.hourCycle, hourCycle);
}
