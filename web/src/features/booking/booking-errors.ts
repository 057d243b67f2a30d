import { clientMessages, errorCatalogue } from '../../../../shared/errors/catalogue';
import { ApiError } from '../../lib/http';
import type { ToastContent } from '../../ui/Toaster';

export type BookingFailure = ToastContent & {
  /** The slot was taken or is no longer bookable: refresh the date's availability. */
  refreshDate: boolean;
  /** Field messages from a validation error, shown next to the fields. */
  fields?: Record<string, string>;
};

/** The toast for a date or time missing at submit. */
export const missingSelection: ToastContent = {
  title: errorCatalogue.MISSING_DATETIME.title,
  message: errorCatalogue.MISSING_DATETIME.message,
  code: 'MISSING_DATETIME',
};

/** The toast when the live check finds the chosen slot gone. */
export const slotTaken: ToastContent = {
  title: errorCatalogue.SLOT_UNAVAILABLE.title,
  message: errorCatalogue.SLOT_UNAVAILABLE.message,
  code: 'SLOT_TAKEN',
};

/** Maps a failed `POST /api/bookings` to the catalogue's toast. */
export function describeBookingFailure(error: unknown): BookingFailure {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { title: clientMessages.bookingError.title, message: clientMessages.bookingError.message, code: 'SUBMISSION_ERROR', refreshDate: false };
  }
  switch (error.code) {
    case 'MISSING_DATETIME':
      return { ...missingSelection, refreshDate: false };
    case 'SLOT_UNAVAILABLE':
    case 'SLOT_TAKEN':
      return { title: errorCatalogue.SLOT_UNAVAILABLE.title, message: errorCatalogue.SLOT_UNAVAILABLE.message, code: error.code, refreshDate: true };
    case 'DUPLICATE_BOOKING':
      return { title: errorCatalogue.DUPLICATE_BOOKING.title, message: errorCatalogue.DUPLICATE_BOOKING.message, code: error.code, refreshDate: true };
    case 'BOOKING_LIMIT_REACHED':
    case 'RATE_LIMITED':
      return { title: errorCatalogue[error.code].title, message: errorCatalogue[error.code].message, code: error.code, refreshDate: false };
    case 'INTERNAL':
      return { title: clientMessages.bookingError.title, message: clientMessages.bookingError.message, code: error.code, refreshDate: false };
    default:
      return {
        title: clientMessages.bookingFailed.title,
        message: clientMessages.bookingFailed.message(error.message),
        code: error.code || 'BOOKING_ERROR',
        refreshDate: error.message.includes('already been booked'),
        fields: error.fields,
      };
  }
}
