import { useCallback, useEffect, useState } from 'react';
import { storedHourCycle, storedTimeZone, storeHourCycle, storeTimeZone } from './preferences';
import type { HourCycle } from './slot-display';
import { detectTimeZone } from './time-zones';

/** How often the browser's zone is re-read, so a visitor who travels or changes it sees their times. */
export const TIME_ZONE_POLL_MS = 5000;

/**
 * The zone and clock format the booking screen shows times in. The browser's zone is detected after mount (the
 * prerendered HTML has none) and polled; a zone the visitor picks, and the 12h/24h choice, are remembered.
 */
export function useBookingTimeZone() {
  const [detected, setDetected] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const [hourCycle, setHourCycle] = useState<HourCycle>('12h');

  useEffect(() => {
    setChosen(storedTimeZone());
    setHourCycle(storedHourCycle());
    // The first lookup loads the browser's time-zone data, a long task on a slow phone: it gets a task of its own
    // instead of lengthening the one that finishes hydrating the page.
    const first = window.setTimeout(() => setDetected(detectTimeZone()));
    const timer = setInterval(() => setDetected(detectTimeZone()), TIME_ZONE_POLL_MS);
    return () => {
      window.clearTimeout(first);
      clearInterval(timer);
    };
  }, []);

  const chooseZone = useCallback(
    (zone: string) => {
      const followBrowser = zone === detected;
      storeTimeZone(followBrowser ? null : zone);
      setChosen(followBrowser ? undefined : zone);
    },
    [detected],
  );

  const chooseHourCycle = useCallback((value: HourCycle) => {
    storeHourCycle(value);
    setHourCycle(value);
  }, []);

  return { zone: chosen ?? detected, hourCycle, chooseZone, chooseHourCycle };
}
