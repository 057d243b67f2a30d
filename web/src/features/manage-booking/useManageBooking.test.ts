import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedBookingDto } from '../../../../shared/booking/manage';
import { queryClient } from '../../app/query-client';
import { ApiError } from '../../lib/http';
import { bookingKeys } from '../booking/booking-queries';
import { manageBookingKeys, useManageBooking } from './useManageBooking';

const booking: ManagedBookingDto = {
  id: 'booking-1',
  date: '2031-03-04',
  time: '10:00',
  start: '2031-03-04T06:00:00.000Z',
  end: '2031-03-04T06:30:00.000Z',
  duration: 30,
  status: 'confirmed',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  subject: 'A website',
  guests: [],
  customerTimezone: 'Europe/London',
  businessTimezone: 'Asia/Dubai',
  meetLinkPending: true,
  policy: { allowed: true, deadline: '2031-03-04T04:00:00.000Z' },
  minNoticeHours: 2,
  reschedulesLeft: 3,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  queryClient().clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/booking/booking-1?token=old-token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('managing a booking from its link', () => {
  it('reads the booking its link opens', async () => {
    fetchMock.mockResolvedValue(json(200, { booking }));
    const { result } = renderHook(() => useManageBooking('booking-1', 'old-token'));

    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', booking }));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/bookings/booking-1?token=old-token');
  });

  it('shows the error state, not a broken page, when the answer has the wrong shape', async () => {
    fetchMock.mockResolvedValue(json(200, { booking: { ...booking, start: undefined, policy: 'open' } }));
    const { result } = renderHook(() => useManageBooking('booking-1', 'old-token'));

    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', message: 'The server answered in an unexpected shape.' }));
  });

  it('says the link is not valid when the API refuses the token, and asks nothing without one', async () => {
    fetchMock.mockResolvedValue(json(403, { error: { code: 'FORBIDDEN', title: 'Forbidden', message: 'This link is not valid or has expired.' } }));
    const refused = renderHook(() => useManageBooking('booking-1', 'old-token'));
    await waitFor(() => expect(refused.result.current.state).toEqual({ status: 'denied' }));

    fetchMock.mockClear();
    const missing = renderHook(() => useManageBooking('booking-1', ''));
    expect(missing.result.current.state).toEqual({ status: 'denied' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a move shows the new time, caches it under the fresh token and refreshes the calendars of both dates', async () => {
    const client = queryClient();
    const oldMonth = bookingKeys.range('2031-02-28', '2031-04-01', 'Europe/London');
    const newMonth = bookingKeys.range('2031-03-31', '2031-05-01', 'Europe/London');
    const laterMonth = bookingKeys.range('2031-05-31', '2031-07-01', 'Europe/London');
    for (const key of [oldMonth, newMonth, laterMonth]) client.setQueryData(key, {});
    const moved = { ...booking, date: '2031-04-15', time: '11:00', start: '2031-04-15T07:00:00.000Z', end: '2031-04-15T07:30:00.000Z' };
    fetchMock.mockResolvedValueOnce(json(200, { booking })).mockResolvedValueOnce(json(200, { booking: moved, token: 'new-token' }));
    const { result } = renderHook(() => useManageBooking('booking-1', 'old-token'));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));

    await act(() => result.current.reschedule({ date: '2031-04-15', time: '11:00' }));

    expect(fetchMock.mock.calls[1][0]).toBe('/api/bookings/booking-1/reschedule?token=old-token');
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({ date: '2031-04-15', time: '11:00' });
    expect(result.current.state).toEqual({ status: 'ready', booking: moved });
    expect(client.getQueryData(manageBookingKeys.one('booking-1', 'new-token'))).toEqual({ booking: moved, token: 'new-token' });
    expect(window.location.search).toBe('?token=new-token');
    expect(client.getQueryState(oldMonth)?.isInvalidated).toBe(true);
    expect(client.getQueryState(newMonth)?.isInvalidated).toBe(true);
    expect(client.getQueryState(laterMonth)?.isInvalidated).toBe(false);
    // The answer under the new token is what the page shows: it is not read again.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the booking on screen and rejects with INVALID_RESPONSE when a cancellation is answered in the wrong shape', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { booking })).mockResolvedValueOnce(json(200, { cancelled: true }));
    const { result } = renderHook(() => useManageBooking('booking-1', 'old-token'));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));

    let failure: unknown;
    await act(() => result.current.cancel().catch((error: unknown) => void (failure = error)));

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('INVALID_RESPONSE');
    expect(result.current.state).toEqual({ status: 'ready', booking });
  });
});
