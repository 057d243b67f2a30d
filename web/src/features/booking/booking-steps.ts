import type { BookingDto, SlotDto } from '../../../../shared/booking/schemas';

/** The booking step machine. `date` is the visitor's calendar date; `done` is the confirmation after a booking. */
export type BookingStep = 'date' | 'time' | 'info' | 'done';

export type BookingSelection = { step: BookingStep; date?: string; slot?: SlotDto; booking?: BookingDto };

export type BookingStepAction =
  | { type: 'pickDate'; date: string }
  | { type: 'pickSlot'; slot: SlotDto }
  | { type: 'back' }
  | { type: 'booked'; booking: BookingDto }
  | { type: 'reset' };

export const initialSelection: BookingSelection = { step: 'date' };

export function bookingStepReducer(state: BookingSelection, action: BookingStepAction): BookingSelection {
  switch (action.type) {
    case 'pickDate':
      return { step: 'time', date: action.date };
    case 'pickSlot':
      return state.date ? { ...state, step: 'info', slot: action.slot } : state;
    case 'booked':
      return state.step === 'info' ? { ...state, step: 'done', booking: action.booking } : state;
    case 'back':
      if (state.step === 'info') return { ...state, step: 'time' };
      if (state.step === 'time') return { step: 'date', date: state.date };
      return state;
    // After a booking, "Book another time": the form, its guests and the steps start again at the date.
    case 'reset':
      return initialSelection;
  }
}

export const stepOrder: readonly { step: BookingStep; label: string }[] = [
  { step: 'date', label: 'Date' },
  { step: 'time', label: 'Time' },
  { step: 'info', label: 'Info' },
];
