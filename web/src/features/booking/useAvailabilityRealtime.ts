import { useCallback, useEffect, useRef } from 'react';
import { queryClient } from '../../app/query-client';
import type { RealtimeMessage } from '../../../../shared/realtime/messages';
import { bookingKeys, refreshAround, reloadAvailability, removeSlot } from './booking-queries';
import { useRealtime } from './useRealtime';

/**
 * Delay before refreshing after a live message: a booked slot disappears at once, and the dates around it are read
 * again half a second later, once the change that sent the message has settled.
 */
export const REALTIME_REFRESH_DELAY_MS = 500;

/**
 * Keeps the cached availability live from `/realtime`: a booking created or cancelled refreshes its business date
 * and the neighbouring ones after 500 ms (a created one disappears at once); updated settings reload the settings
 * and availability after 500 ms. Once a connection opens, availability read before it is read again: a change
 * announced before then was not heard.
 */
export function useAvailabilityRealtime() {
  const client = queryClient();
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
        afterRefreshDelay(() => {
          void client.invalidateQueries({ queryKey: bookingKeys.settings });
          reloadAvailability();
        });
        return;
      }
      if (message.type === 'booking.created') removeSlot(client, message.date, message.time);
      afterRefreshDelay(() => void refreshAround(client, message.date));
    },
    [afterRefreshDelay, client],
  );

  useRealtime(onMessage, reloadAvailability);
}
