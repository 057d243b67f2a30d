import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalendarSettings } from '../../../shared/booking/schemas';
import { useBookingApi } from './useBookingApi';

/** The browser event announcing updated calendar settings (spec §4); the booking screen reloads on it. */
export const CALENDAR_SETTINGS_UPDATED_EVENT = 'calendar-settings-updated';

/** Settings retries while a date refresh waits for them: 3 attempts, 800 ms doubling (spec §4, §9). */
export const SETTINGS_RETRY_DELAYS_MS = [800, 1600, 3200] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The public calendar settings. A failed load leaves them undefined (callers fall back quietly); `ensure()` gives
 * loaded settings, loading them with the retries above if needed, or undefined when every attempt failed.
 */
export function useCalendarSettings() {
  const api = useBookingApi();
  const [settings, setSettings] = useState<CalendarSettings>();
  const current = useRef<CalendarSettings | undefined>(undefined);

  const load = useCallback(async () => {
    try {
      const loaded = await api.settings();
      current.current = loaded;
      setSettings(loaded);
      return loaded;
    } catch {
      return undefined;
    }
  }, [api]);

  const ensure = useCallback(async (): Promise<CalendarSettings | undefined> => {
    if (current.current) return current.current;
    if (await load()) return current.current;
    for (const delay of SETTINGS_RETRY_DELAYS_MS) {
      await wait(delay);
      if (await load()) return current.current;
    }
    return undefined;
  }, [load]);

  useEffect(() => {
    void load();
    const reload = () => void load();
    window.addEventListener(CALENDAR_SETTINGS_UPDATED_EVENT, reload);
    return () => window.removeEventListener(CALENDAR_SETTINGS_UPDATED_EVENT, reload);
  }, [load]);

  return { settings, ensure };
}
