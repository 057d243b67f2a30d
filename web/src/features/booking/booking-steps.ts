import type { SlotDto } from '../../../../shared/booking/schemas';

/** The booking step machine. `date` is the visitor's calendar date. */
export type BookingStep = 'date' | 'time' | 'info';

export type BookingSelection = { step: BookingStep; date?: string; slot?: SlotDto };

export type BookingStepAction =
  | { type: 'pickDate'; date: string }
  | { type: 'pickSlot'; slot: SlotDto }
  | { type: 'back' }
  | { type: 'reset' };

export const initialSelection: BookingSelection = { step: 'date' };

export function bookingStepReducer(state: BookingSelection, action: BookingStepAction): BookingSelection {
  switch (action.type) {
    case 'pickDate':
      return { step: 'time', date: action.date };
    case 'pickSlot':
      return state.date ? { ...state, step: 'info', slot: action.slot } : state;
    case 'back':
      if (state.step === 'info') return { ...state, step: 'time' };
      if (state.step === 'time') return { step: 'date', date: state.date };
      return state;
    case 'reset':
      return initialSelection;
  }
}

export const stepOrder: readonly { step: BookingStep; label: string }[] = [
  { step: 'date', label: 'Date' },
  { step: 'time', label: 'Time' },
  { step: 'info', label: 'Info' },
];
