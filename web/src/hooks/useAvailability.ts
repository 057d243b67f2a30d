import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CalendarSettings, SlotDto } from '../../../shared/booking/schemas';
import { addDays } from '../../../shared/booking/time';
import { allSlots, replaceSlotsInRange, withoutSlot, type SlotsByDate } from '../features/booking/availability-state';
import { businessRangeForMonth } from '../features/booking/calendar-grid';
import { useBookingApi } from './useBookingApi';
import { CALENDAR_SETTINGS_UPDATED_EVENT } from './useCalendarSettings';

/** How long a live slot check's answer is reused (spec §9 "Slot validation cache"). */
export const SLOT_CHECK_CACHE_MS = 30_000;

type Options = {
  /** The visitor's month on screen (`YYYY-MM`); nothing loads until it is known. */
  month: string | undefined;
  /** The visitor's zone; a change reloads the month. */
  zone: string | undefined;
  /** Loaded settings, retried if missing; undefined aborts a date refresh quietly (spec §4). */
  ensureSettings: () => Promise<CalendarSettings | undefined>;
};

/**
 * Bookable slots around the visitor's month, kept fresh: loads on month and zone changes and on the settings
 * event; `refreshAround` reloads one business date and its neighbours; `isStillFree` is the live check before a
 * submit. Load failures leave the data empty (spec §8: availability failures fall back silently).
 */
export function useAvailability({ month, zone, ensureSettings }: Options) {
  const api = useBookingApi();
  const [slotsByDate, setSlotsByDate] = useState<SlotsByDate>({});
  const [loading, setLoading] = useState(true);
  const [reloadToken, setReloadToken] = useState(0);
  const checks = useRef(new Map<string, { at: number; slots: readonly SlotDto[] }>());

  const clearCache = useCallback(() => checks.current.clear(), []);

  const loadRange = useCallback(
    async (from: string, to: string, signal?: AbortSignal) => {
      try {
        const { slots } = await api.availability(from, to, signal);
        setSlotsByDate((current) => replaceSlotsInRange(current, from, to, slots));
      } catch {
        if (!signal?.aborted) setSlotsByDate((current) => replaceSlotsInRange(current, from, to, []));
      }
    },
    [api],
  );

  useEffect(() => {
    if (!month || !zone) return;
    const controller = new AbortController();
    const { from, to } = businessRangeForMonth(month);
    setLoading(true);
    void loadRange(from, to, controller.signal).finally(() => {
      if (!controller.signal.aborted) setLoading(false);
    });
    return () => controller.abort();
  }, [month, zone, reloadToken, loadRange]);

  /** Reloads a business date and the dates beside it (a visitor's date may straddle two business dates). */
  const refreshAround = useCallback(
    async (date: string) => {
      if (!(await ensureSettings())) return;
      clearCache();
      await loadRange(addDays(date, -1), addDays(date, 1));
    },
    [ensureSettings, clearCache, loadRange],
  );

  /** Drops a slot at once (booked here or announced as booked). */
  const removeSlot = useCallback((date: string, time: string) => {
    setSlotsByDate((current) => withoutSlot(current, date, time));
  }, []);

  /** The live check: is the slot still listed by a fresh availability read (cached 30 s per date)? */
  const isStillFree = useCallback(
    async (slot: Pick<SlotDto, 'date' | 'time'>): Promise<boolean> => {
      let entry = checks.current.get(slot.date);
      if (!entry || Date.now() - entry.at > SLOT_CHECK_CACHE_MS) {
        try {
          const { slots } = await api.availability(slot.date, slot.date);
          entry = { at: Date.now(), slots };
          checks.current.set(slot.date, entry);
        } catch {
          return false;
        }
      }
      return entry.slots.some((listed) => listed.time === slot.time);
    },
    [api],
  );

  /** Reloads the month on screen (settings changed, or live messages may have been missed). */
  const reload = useCallback(() => {
    clearCache();
    setReloadToken((token) => token + 1);
  }, [clearCache]);

  useEffect(() => {
    window.addEventListener(CALENDAR_SETTINGS_UPDATED_EVENT, reload);
    return () => window.removeEventListener(CALENDAR_SETTINGS_UPDATED_EVENT, reload);
  }, [reload]);

  const slots = useMemo(() => allSlots(slotsByDate), [slotsByDate]);
  return { slots, loading, refreshAround, removeSlot, isStillFree, reload };
}
