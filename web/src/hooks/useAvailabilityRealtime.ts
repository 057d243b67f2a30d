import { useCallback, useEffect, useRef } from 'react';
import { CALENDAR_SETTINGS_UPDATED_EVENT } from './useCalendarSettings';
import { useRealtime, type RealtimeMessage } from './useRealtime';

/** Delay before refreshing after a live booking event (spec §9 "Realtime refresh delay"). */
export const REALTIME_REFRESH_DELAY_MS = 500;

type Availability = {
  refreshAround: (date: string) => Promise<void>;
  removeSlot: (date: string, time: string) => void;
  reload: () => void;
};

/**
 * Keeps availability live from `/realtime` (spec §4): a booking created or cancelled refreshes its business date and
 * the neighbouring ones after 500 ms (a created one disappears at once); updated settings re-fetch the settings and
 * availability through the browser event, also after 500 ms (the API may reuse an answer for 250 ms in a container
 * that did not make the change); after a reconnect everything reloads, as messages may have been missed.
 */
export function useAvailabilityRealtime({ refreshAround, removeSlot, reload }: Availability) {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const afterRefreshDelay = useCallback((refresh: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      refresh();
    }, REALTIME_REFRESH_DELAY_MS);
    timers.current.add(timer);
  }, []);

  const onMessage = useCallback(
    (message: RealtimeMessage) => {
      if (message.type === 'settings.updated') {
        afterRefreshDelay(() => window.dispatchEvent(new Event(CALENDAR_SETTINGS_UPDATED_EVENT)));
        return;
      }
      if (message.type !== 'booking.created' && message.type !== 'booking.cancelled') return;
      if (typeof message.date !== 'string' || typeof message.time !== 'string') return;
      if (message.type === 'booking.created') removeSlot(message.date, message.time);
      afterRefreshDelay(() => void refreshAround(message.date));
    },
    [afterRefreshDelay, refreshAround, removeSlot],
  );

  useRealtime(onMessage, reload);
}
