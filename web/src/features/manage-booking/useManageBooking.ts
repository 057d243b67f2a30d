import { useCallback, useState } from 'react';
import type { ManagedBookingDto, ManagedBookingResponse } from '../../../../shared/booking/manage';
import { queryClient, useServerMutation, useServerQuery } from '../../app/query-client';
import { ApiError, http, schemaGroup } from '../../lib/http';
import { invalidateDates } from '../booking/booking-queries';

const manageBookingAnswer = schemaGroup(() => import('../../../../shared/booking/manage'));

/** A visitor's booking is cached under its id and the token that opens it (a move brings a new token). */
export const manageBookingKeys = {
  one: (id: string, token: string) => ['booking', id, token] as const,
};

const path = (id: string, token: string, action = '') => `/api/bookings/${encodeURIComponent(id)}${action}?token=${encodeURIComponent(token)}`;

/** The visitor's own booking API (docs/manage-booking.md); the token travels as `?token=`; every answer is parsed. */
export const manageBookingApi = {
  get: (id: string, token: string, signal?: AbortSignal) => http.read('GET', path(id, token), manageBookingAnswer((s) => s.managedBookingResponseSchema), { signal }),
  cancel: (id: string, token: string) => http.read('POST', path(id, token, '/cancel'), manageBookingAnswer((s) => s.managedBookingResponseSchema), { body: {} }),
  reschedule: (id: string, token: string, slot: { date: string; time: string }) =>
    http.read('POST', path(id, token, '/reschedule'), manageBookingAnswer((s) => s.managedBookingResponseSchema), { body: { date: slot.date, time: slot.time } }),
};

export type ManageBookingState =
  | { status: 'loading' }
  | { status: 'denied' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; booking: ManagedBookingDto };

/**
 * Loads the booking a link opens and performs its two actions. Opening changes nothing; after a move the page's
 * address takes the fresh token (the old one expires with the old meeting time). A failed read shows at once (the
 * visitor can reload); an answer of the wrong shape is such a failure.
 */
export function useManageBooking(id: string, initialToken: string) {
  const client = queryClient();
  const [token, setToken] = useState(initialToken);
  const query = useServerQuery({
    queryKey: manageBookingKeys.one(id, token),
    queryFn: ({ signal }) => manageBookingApi.get(id, token, signal),
    enabled: token !== '',
    // Read afresh whenever the page opens, but not again when a move's answer is cached under its new token.
    refetchOnMount: 'always',
    staleTime: Infinity,
    retry: false,
  });

  const apply = useCallback(
    (response: ManagedBookingResponse) => {
      const nextToken = response.token ?? token;
      client.setQueryData(manageBookingKeys.one(id, nextToken), response);
      if (nextToken !== token) {
        setToken(nextToken);
        window.history.replaceState(window.history.state, '', `${window.location.pathname}?token=${nextToken}`);
      }
    },
    [client, id, token],
  );

  const cancelling = useServerMutation({
    mutationFn: () => manageBookingApi.cancel(id, token),
    onSuccess: (response) => {
      apply(response);
      invalidateDates(client, [response.booking.date]);
    },
  });
  const moving = useServerMutation({
    mutationFn: (slot: { date: string; time: string }) => manageBookingApi.reschedule(id, token, slot),
    onSuccess: (response, slot) => {
      const before = query.data?.booking.date;
      apply(response);
      // The old time is free again and the new one taken: the calendars showing either date are out of date.
      invalidateDates(client, before ? [before, slot.date] : [slot.date]);
    },
    onError: (error) => {
      // Moved meanwhile from another tab or device up to the limit: read the booking again, which says so.
      if (error instanceof ApiError && error.code === 'RESCHEDULE_LIMIT_REACHED') void query.refetch();
    },
  });

  /** Both throw ApiError; the caller shows it. */
  const cancel = useCallback(async () => void (await cancelling.mutateAsync()), [cancelling.mutateAsync]);
  const reschedule = useCallback(async (slot: { date: string; time: string }) => void (await moving.mutateAsync(slot)), [moving.mutateAsync]);

  return { state: stateOf(token, query), cancel, reschedule };
}

function stateOf(token: string, query: { data?: ManagedBookingResponse; error: Error | null }): ManageBookingState {
  if (!token) return { status: 'denied' };
  if (query.error) return failure(query.error);
  if (query.data) return { status: 'ready', booking: query.data.booking };
  return { status: 'loading' };
}

function failure(error: unknown): ManageBookingState {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return { status: 'denied' };
  return { status: 'failed', message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.' };
}
