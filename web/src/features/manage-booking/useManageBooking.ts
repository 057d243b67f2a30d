import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ManagedBookingDto, ManagedBookingResponse } from '../../../shared/booking/manage';
import { ApiError, useHttp, type Http } from './useHttp';

/** The visitor's own booking API (docs/manage-booking.md); the token travels as `?token=`. */
export function manageBookingApi(http: Http) {
  const path = (id: string, token: string, action = '') => `/api/bookings/${encodeURIComponent(id)}${action}?token=${encodeURIComponent(token)}`;
  return {
    get: (id: string, token: string, signal?: AbortSignal) => http.get<ManagedBookingResponse>(path(id, token), { signal }),
    cancel: (id: string, token: string) => http.post<ManagedBookingResponse>(path(id, token, '/cancel'), {}),
    reschedule: (id: string, token: string, slot: { date: string; time: string }) =>
      http.post<ManagedBookingResponse>(path(id, token, '/reschedule'), { date: slot.date, time: slot.time }),
  };
}

export type ManageBookingState =
  | { status: 'loading' }
  | { status: 'denied' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; booking: ManagedBookingDto };

/**
 * Loads the booking a link opens and performs its two actions. Opening changes nothing; after a move the page's
 * address takes the fresh token (the old one expires with the old meeting time).
 */
export function useManageBooking(id: string, initialToken: string) {
  const http = useHttp();
  const api = useMemo(() => manageBookingApi(http), [http]);
  const [token, setToken] = useState(initialToken);
  const [state, setState] = useState<ManageBookingState>({ status: 'loading' });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setState({ status: 'ready', booking: (await api.get(id, token, signal)).booking });
      } catch (error) {
        if (signal?.aborted) return;
        setState(failure(error));
      }
    },
    [api, id, token],
  );

  useEffect(() => {
    if (!token) return setState({ status: 'denied' });
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, token]);

  const apply = useCallback(
    (response: ManagedBookingResponse) => {
      setState({ status: 'ready', booking: response.booking });
      if (response.token && response.token !== token) {
        setToken(response.token);
        window.history.replaceState(window.history.state, '', `${window.location.pathname}?token=${response.token}`);
      }
    },
    [token],
  );

  /** Both throw ApiError; the caller shows it. */
  const cancel = useCallback(async () => apply(await api.cancel(id, token)), [api, apply, id, token]);
  const reschedule = useCallback(async (slot: { date: string; time: string }) => apply(await api.reschedule(id, token, slot)), [api, apply, id, token]);

  return { state, cancel, reschedule };
}

function failure(error: unknown): ManageBookingState {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return { status: 'denied' };
  return { status: 'failed', message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.' };
}
