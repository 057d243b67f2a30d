import { bookingRequestSchema, type BookingRequest, type SlotDto } from '../../../../shared/booking/schemas';
import { DEFAULT_PHONE_CODE } from '../../../../shared/booking/countries';

/** What the visitor types in the info step. */
export type BookingFormValues = {
  name: string;
  email: string;
  phone: string;
  /** Calling code, e.g. `+1`. */
  phoneCountryCode: string;
  /** ISO code of the country picked in the calling-code list (several share a code). */
  phoneCountryIso: string;
  country: string;
  company: string;
  role: string;
  subject: string;
};

export type BookingFormField = keyof Omit<BookingFormValues, 'phoneCountryIso'> | 'guests';
export type BookingFormErrors = Partial<Record<BookingFormField, string>>;

export const emptyBookingForm: BookingFormValues = {
  name: '',
  email: '',
  phone: '',
  phoneCountryCode: DEFAULT_PHONE_CODE,
  phoneCountryIso: 'US',
  country: '',
  company: '',
  role: '',
  subject: '',
};

/** The phone field keeps digits only, stripping anything else as it is typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Adds a guest: trimmed, ignored when empty or already listed (no format check here). */
export function addGuest(guests: readonly string[], value: string): string[] {
  const guest = value.trim();
  if (!guest || guests.includes(guest)) return [...guests];
  return [...guests, guest];
}

export type BookingValidation = { ok: true; request: BookingRequest } | { ok: false; errors: BookingFormErrors };

/**
 * Validates the form with the API's own schema; errors are keyed by field for display next to each one. The request
 * carries the visitor's zone and theme: the confirmation e-mails come in the theme the page had.
 */
export function validateBooking(
  values: BookingFormValues,
  guests: readonly string[],
  slot: Pick<SlotDto, 'date' | 'time'>,
  timezone: string,
  theme: BookingRequest['theme'],
): BookingValidation {
  const { phoneCountryIso: _iso, ...fields } = values;
  const result = bookingRequestSchema.safeParse({ ...fields, guests, date: slot.date, time: slot.time, timezone, theme });
  if (result.success) return { ok: true, request: result.data };
  const errors: BookingFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingFormField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
