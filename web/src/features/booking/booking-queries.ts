import { useCallback, useMemo } from 'react';
import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { queryClient, readAgainAfterWrite, useServerQuery } from '../../app/query-client';
import type { CalendarSettings, SlotDto } from '../../../../shared/booking/schemas';
import { addDays } from '../../../../shared/booking/time';
import { http, schemaGroup } from '../../lib/http';
import { allSlots, replaceSlotsInRange, withoutSlot, type SlotsByDate } from './availability-state';
import { businessRangeForMonth } from './calendar-grid';

const shapedAnswer = schemaGroup(() => import('../../lib/answer-shapes'));

/** Reads of a date for one live check when live messages keep cancelling them. */
const LIVE_CHECK_ATTEMPTS = 3;
/** How long a live slot check's answer is reused before a submit checks again. */
export const SLOT_CHECK_CACHE_MS = 30_000;

/** Settings retries while a date refresh waits for them: 3 attempts, 800 ms doubling. */
export const SETTINGS_RETRY_DELAYS_MS = [800, 1600, 3200] as const;

/**
 * Booking data is cached by resource: the public settings, the slots of a business date range (a month on screen),
 * and the live check of one date before a submit.
 */
export const bookingKeys = {
  settings: ['calendar-settings'] as const,
  availability: ['availability'] as const,
  /** A range as the visitor's zone shows it: a change of zone reads it again. */
  range: (from: string, to: string, zone: string) => ['availability', from, to, zone] as const,
  slotChecks: ['slot-check'] as const,
  slotCheck: (date: string) => ['slot-check', date] as const,
};

/** The calendar's reads of the booking API, their answers checked for their shape (answer-shapes.ts) as the calendar starts. */
export const bookingApi = {
  settings: (signal?: AbortSignal): Promise<CalendarSettings> => http.read('GET', '/api/calendar/settings', shapedAnswer((s) => s.calendarSettingsShape), { signal }),
  /** Bookable slots whose business date lies in `from`…`to` (inclusive). */
  availability: async (from: string, to: string, signal?: AbortSignal): Promise<SlotDto[]> =>
    (await http.read('GET', `/api/availability?from=${from}&to=${to}`, shapedAnswer((s) => s.availabilityShape), { signal })).slots,
};

/** The public calendar settings; a failed load leaves them undefined (callers fall back quietly). */
export function useCalendarSettings(): CalendarSettings | undefined {
  return useServerQuery({ queryKey: bookingKeys.settings, queryFn: ({ signal }) => bookingApi.settings(signal), retry: false, staleTime: Infinity }).data;
}

/** Loaded settings, loading them with the retries above if needed; undefined when every attempt failed. */
async function ensureSettings(client: QueryClient): Promise<CalendarSettings | undefined> {
  const loaded = client.getQueryData<CalendarSettings>(bookingKeys.settings);
  if (loaded) return loaded;
  return client
    .fetchQuery({
      queryKey: bookingKeys.settings,
      queryFn: ({ signal }) => bookingApi.settings(signal),
      retry: SETTINGS_RETRY_DELAYS_MS.length,
      retryDelay: (failures) => SETTINGS_RETRY_DELAYS_MS[failures] ?? SETTINGS_RETRY_DELAYS_MS.at(-1)!,
    })
    .catch(() => undefined);
}

/** A range's slots, or none when the read failed: availability failures fall back silently to no free times. */
const readRange = (from: string, to: string, signal?: AbortSignal): Promise<SlotsByDate> =>
  bookingApi.availability(from, to, signal).then(
    (slots) => replaceSlotsInRange({}, from, to, slots),
    (error: unknown) => {
      if (signal?.aborted) throw error;
      return {};
    },
  );

/**
 * Reloads a business date and the dates beside it (a visitor's date may straddle two business dates) into every
 * cached range, once settings are known; without settings it gives up quietly. A range read again in full after this
 * read began (new settings, a reconnect) already holds newer times than this answer, so it keeps them: otherwise a
 * slow answer about a neighbouring booking could bring back a day staff had just closed.
 */
export async function refreshAround(client: QueryClient, date: string) {
  if (!(await ensureSettings(client))) return;
  client.removeQueries({ queryKey: bookingKeys.slotChecks });
  const from = addDays(date, -1);
  const to = addDays(date, 1);
  const readSince = Date.now();
  const fresh = await readRange(from, to);
  for (const range of client.getQueryCache().findAll({ queryKey: bookingKeys.availability })) {
    if (range.state.dataUpdatedAt > readSince) continue;
    client.setQueryData<SlotsByDate>(range.queryKey, (current) => current && replaceSlotsInRange(current, from, to, allSlots(fresh)));
  }
}

/**
 * Marks stale every cached range that holds one of these business dates, and forgets their live checks: a booking
 * cancelled or moved elsewhere changed their free times. Ranges on screen are read again at once.
 */
export function invalidateDates(client: QueryClient, dates: readonly string[]) {
  for (const date of dates) client.removeQueries({ queryKey: bookingKeys.slotCheck(date) });
  const holdsDate = (key: readonly unknown[]) => {
    const [, from, to] = key as [string, string?, string?];
    return from !== undefined && to !== undefined && dates.some((date) => from <= date && date <= to);
  };
  void client.invalidateQueries({ queryKey: bookingKeys.availability, predicate: (query) => holdsDate(query.queryKey) });
}

/** Drops a slot from every cached range at once (booked here or announced as booked). */
export function removeSlot(client: QueryClient, date: string, time: string) {
  client.setQueriesData<SlotsByDate>({ queryKey: bookingKeys.availability }, (current) => current && withoutSlot(current, date, time));
}

/**
 * Reads again what is on screen (settings changed, or live messages may have been missed), reads in flight
 * included: they began before the change.
 */
export function reloadAvailability() {
  queryClient().removeQueries({ queryKey: bookingKeys.slotChecks });
  void readAgainAfterWrite(bookingKeys.availability);
}

/**
 * Bookable slots of the visitor's month on screen (`YYYY-MM`) in their zone (nothing loads until both are known),
 * kept fresh by the live channel; `isStillFree` is the live check before a submit, its answer reused for 30 s per
 * date.
 */
export function useAvailability(month: string | undefined, zone: string | undefined) {
  const client = queryClient();
  const range = month && zone ? businessRangeForMonth(month) : undefined;
  const { data, isPending } = useServerQuery({
    queryKey: bookingKeys.range(range?.from ?? '', range?.to ?? '', zone ?? ''),
    queryFn: ({ signal }) => readRange(range!.from, range!.to, signal),
    enabled: range !== undefined,
    staleTime: Infinity,
    retry: false,
  });

  const isStillFree = useCallback(
    async (slot: Pick<SlotDto, 'date' | 'time'>): Promise<boolean> => {
      // A live message about the date (or a neighbour) forgets its check, which cancels one in flight: that says
      // nothing about the slot, so the date is read again. Only an answer, or a failed read, decides.
      for (let attempt = 0; attempt < LIVE_CHECK_ATTEMPTS; attempt += 1) {
        try {
          const listed = await client.fetchQuery({
            queryKey: bookingKeys.slotCheck(slot.date),
            queryFn: () => bookingApi.availability(slot.date, slot.date),
            staleTime: SLOT_CHECK_CACHE_MS,
            retry: false,
          });
          return listed.some((free) => free.time === slot.time);
        } catch (error) {
          if (!isCancelledError(error)) return false;
        }
      }
      return false;
    },
    [client],
  );

  const slots = useMemo(() => allSlots(data ?? {}), [data]);
  return { slots, loading: isPending, isStillFree };
}
