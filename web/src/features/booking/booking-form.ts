import { bookingRequestSchema, type BookingRequest, type SlotDto } from '../../../../shared/booking/schemas';
import { countries, countryByIso, countryForCode } from '../../../../shared/booking/countries';
import { dialEntryForTimeZone } from '../../../../shared/booking/dial-codes';

/** The country the calling code starts on when the visitor's zone names none (its code is the form's +1). */
const DEFAULT_PHONE_COUNTRY = 'US';

/** What the visitor types in the info step. */
export type BookingFormValues = {
  name: string;
  email: string;
  phone: string;
  /** Calling code, e.g. `+1`. */
  phoneCountryCode: string;
  /** ISO code of the country picked in the calling-code list (several share a code); the booking's country too. */
  phoneCountryIso: string;
  company: string;
  role: string;
  subject: string;
};

export type BookingFormField = keyof Omit<BookingFormValues, 'phoneCountryIso'> | 'guests' | 'country';
export type BookingFormErrors = Partial<Record<BookingFormField, string>>;

/**
 * An empty form for a visitor in `zone`: the calling code starts on the country of their time zone (Asia/Riyadh →
 * +966), else on +1.
 */
export function emptyBookingForm(zone: string | undefined): BookingFormValues {
  const country = dialEntryForTimeZone(countries, zone, DEFAULT_PHONE_COUNTRY);
  return { name: '', email: '', phone: '', phoneCountryCode: country.code, phoneCountryIso: country.iso, company: '', role: '', subject: '' };
}

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
  const { phoneCountryIso, ...fields } = values;
  // The country is the one picked with the calling code, so the visitor does not type it a second time.
  const country = (countryByIso(phoneCountryIso)?.code === values.phoneCountryCode ? countryByIso(phoneCountryIso) : countryForCode(values.phoneCountryCode))?.name;
  const result = bookingRequestSchema.safeParse({ ...fields, country, guests, date: slot.date, time: slot.time, timezone, theme });
  if (result.success) return { ok: true, request: result.data };
  const errors: BookingFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingFormField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
