import { useCallback, useRef, useState } from 'react';
import type { BookingDto, BookingRequest, BookingResponse, SlotDto } from '../../../../shared/booking/schemas';
import { clientMessages } from '../../../../shared/errors/catalogue';
import { describeBookingFailure, slotTaken } from './booking-errors';
import { notifyError, notifySuccess } from '../../ui/Toaster';
import { useServerMutation } from '../../app/query-client';
import { http, schemaGroup } from '../../lib/http';

const bookingAnswer = schemaGroup(() => import('../../../../shared/booking/schemas'));

/** `POST /api/bookings`: a retry with the same key and body answers the same booking instead of booking twice. */
const createBooking = (request: BookingRequest, idempotencyKey: string): Promise<BookingResponse> =>
  http.read('POST', '/api/bookings', bookingAnswer((s) => s.bookingResponseSchema), { body: request, headers: { 'Idempotency-Key': idempotencyKey } });

type Options = {
  /** The live check before submitting: a slot taken meanwhile is refused here, before the request. */
  isStillFree: (slot: SlotDto) => Promise<boolean>;
  /** The slot turned out to be taken: refresh its date. */
  onTaken: (slot: SlotDto) => void;
  /** The booking is made: the API's answer (its manage link and, when already made, its meeting link). */
  onBooked: (slot: SlotDto, booking: BookingDto) => void;
};

export type SubmitOutcome = { ok: true } | { ok: false; fields?: Record<string, string> };

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Submission: live check, then `POST /api/bookings`, then the catalogue's toast. One request at a time
 * (a double click sends one); a resubmission of the same booking reuses its `Idempotency-Key`, so a retry after
 * a lost answer returns the booking already made instead of booking twice.
 */
export function useBookingSubmission({ isStillFree, onTaken, onBooked }: Options) {
  const [submitting, setSubmitting] = useState(false);
  const { mutateAsync: book } = useServerMutation({
    mutationKey: ['booking'],
    mutationFn: ({ request, idempotencyKey }: { request: BookingRequest; idempotencyKey: string }) => createBooking(request, idempotencyKey),
  });
  const busy = useRef(false);
  /** The last attempt; `unknownOutcome` when its answer was lost (the server may have booked it). */
  const attempt = useRef<{ body: string; key: string; unknownOutcome: boolean } | undefined>(undefined);

  const submit = useCallback(
    async (request: BookingRequest, slot: SlotDto, shown: { date: string; time: string }): Promise<SubmitOutcome> => {
      if (busy.current) return { ok: false };
      busy.current = true;
      setSubmitting(true);
      const body = JSON.stringify(request);
      // Retrying a request whose answer was lost: the slot may be taken by that very request, so skip the live
      // check and let the same Idempotency-Key return the booking it made.
      const retry = attempt.current?.body === body && attempt.current.unknownOutcome;
      if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey(), unknownOutcome: false };
      const current = attempt.current;
      try {
        if (!retry && !(await isStillFree(slot))) {
          notifyError(slotTaken);
          onTaken(slot);
          return { ok: false };
        }
        const { booking } = await book({ request, idempotencyKey: current.key });
        attempt.current = undefined;
        notifySuccess({ title: clientMessages.bookingConfirmed.title, message: clientMessages.bookingConfirmed.message(shown.date, shown.time) });
        onBooked(slot, booking);
        return { ok: true };
      } catch (error) {
        const failure = describeBookingFailure(error);
        current.unknownOutcome = failure.code === 'SUBMISSION_ERROR';
        notifyError(failure);
        if (failure.refreshDate) onTaken(slot);
        return { ok: false, fields: failure.fields };
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [isStillFree, onTaken, onBooked, book],
  );

  return { submitting, submit };
}
