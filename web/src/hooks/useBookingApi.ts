import { useMemo } from 'react';
import type { AvailabilityResponse, BookingRequest, BookingResponse, CalendarSettings } from '../../../shared/booking/schemas';
import { useHttp, type Http } from './useHttp';

/** The booking API of the contract (shared/CONTRACT.md "Booking API"). Every call throws ApiError on failure. */
export function bookingApi(http: Http) {
  return {
    settings: (signal?: AbortSignal) => http.get<CalendarSettings>('/api/calendar/settings', { signal }),
    /** Bookable slots whose business date lies in `from`…`to` (inclusive). */
    availability: (from: string, to: string, signal?: AbortSignal) =>
      http.get<AvailabilityResponse>(`/api/availability?from=${from}&to=${to}`, { signal }),
    /** A retry with the same key and body answers the same booking instead of booking twice. */
    createBooking: (request: BookingRequest, idempotencyKey: string) =>
      http.post<BookingResponse>('/api/bookings', request, { headers: { 'Idempotency-Key': idempotencyKey } }),
  };
}

export type BookingApi = ReturnType<typeof bookingApi>;

export function useBookingApi(): BookingApi {
  const http = useHttp();
  return useMemo(() => bookingApi(http), [http]);
}
