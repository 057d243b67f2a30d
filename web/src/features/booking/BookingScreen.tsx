import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { queryClient } from '../../app/query-client';
import { useLocation } from 'react-router-dom';
import type { BookingDto, SlotDto } from '../../../../shared/booking/schemas';
import { addDays, dateAt } from '../../../../shared/booking/time';
import { cx } from '../../lib/cx';
import { Card, Heading, Lead, Skeleton, Spinner } from '../../ui';
import { refreshAround, removeSlot, useAvailability, useCalendarSettings } from './booking-queries';
import { BookingConfirmation } from './BookingConfirmation';
import { bookingStepReducer, initialSelection } from './booking-steps';
import { BookingSummary } from './BookingSummary';
import { monthOf } from './calendar-grid';
import { DateStep } from './DateStep';
import { DisplayPreferences } from './DisplayPreferences';
import type { BookingDraft } from './InfoStep';
import { LoadFailureBoundary } from './LoadFailureBoundary';
import { groupByVisitorDate, type HourCycle } from './slot-display';
import { StepIndicator } from './StepIndicator';
import { TimeStep } from './TimeStep';
import { useAvailabilityRealtime } from './useAvailabilityRealtime';
import { useBookingTimeZone } from './useBookingTimeZone';

export type BookingScreenProps = {
  /** The calendar site shows the screen alone, without the site chrome. */
  embedded?: boolean;
  /** Moving an existing booking (the manage-booking page): its own heading, and a confirm step instead of the form. */
  reschedule?: RescheduleMode;
};

export type RescheduleMode = {
  heading: string;
  lead: string;
  /** The third step. `onDone` after the move, `onTaken` when the slot went meanwhile (the calendar refreshes). */
  confirmStep: (step: { slot: SlotDto; zone: string; hourCycle: HourCycle; onBack: () => void; onTaken: (slot: SlotDto) => void; onDone: (slot: SlotDto) => void; focusHeading: boolean }) => ReactNode;
};

/** The form and the country list load only when a visitor reaches the info step (or is about to). */
const loadInfoStep = () => import('./InfoStep');
const InfoStep = lazy(loadInfoStep);

/** Days ahead a visitor may book when the settings could not be loaded (the settings' default). */
const DEFAULT_MAX_BOOKING_DAYS = 30;

/** The booking screen: date, time and info steps beside an intro card with the steps and a summary. */
export function BookingScreen({ embedded = false, reschedule }: BookingScreenProps) {
  const { pathname } = useLocation();
  const { zone, hourCycle, chooseZone, chooseHourCycle } = useBookingTimeZone();
  const client = queryClient();
  const settings = useCalendarSettings();
  const [today, setToday] = useState<string>();
  const [month, setMonth] = useState<string>();
  const [selection, dispatch] = useReducer(bookingStepReducer, initialSelection);
  const [draft, setDraft] = useState<BookingDraft>();
  const availability = useAvailability(month, zone);
  useAvailabilityRealtime();

  // The visitor's "today" needs the clock and the zone: known only in the browser, after hydration.
  useEffect(() => {
    if (!zone) return;
    const date = dateAt(Date.now(), zone);
    setToday(date);
    setMonth((current) => current ?? monthOf(date));
  }, [zone]);

  const stepChanges = useRef(0);
  const previousStep = useRef(selection.step);
  if (previousStep.current !== selection.step) {
    previousStep.current = selection.step;
    stepChanges.current++;
  }
  const focusHeading = stepChanges.current > 0;

  useEffect(() => {
    // Preloading is a head start only; a failure shows when the step renders.
    if (selection.step === 'time') loadInfoStep().catch(() => undefined);
  }, [selection.step]);

  const slotsByDate = useMemo(() => (zone ? groupByVisitorDate(availability.slots, zone) : new Map<string, SlotDto[]>()), [availability.slots, zone]);
  const slotCounts = useMemo(() => new Map([...slotsByDate].map(([date, slots]) => [date, slots.length])), [slotsByDate]);

  const onTaken = useCallback((slot: SlotDto) => void refreshAround(client, slot.date), [client]);
  const takeSlot = useCallback(
    (slot: SlotDto) => {
      removeSlot(client, slot.date, slot.time);
      void refreshAround(client, slot.date);
    },
    [client],
  );
  // A new booking ends on its confirmation; the form and guests are cleared for "Book another time".
  const onBooked = useCallback(
    (slot: SlotDto, booking: BookingDto) => {
      takeSlot(slot);
      setDraft(undefined);
      dispatch({ type: 'booked', booking });
    },
    [takeSlot],
  );
  // A moved booking: the manage page shows the booking at its new time.
  const onMoved = useCallback(
    (slot: SlotDto) => {
      takeSlot(slot);
      dispatch({ type: 'reset' });
    },
    [takeSlot],
  );

  const ready = zone && today && month;
  const lastMonth = today ? monthOf(addDays(today, settings?.maxBookingDays ?? DEFAULT_MAX_BOOKING_DAYS)) : undefined;
  const headingLevel = embedded || pathname === '/calendar' ? 1 : 2;

  return (
    <section aria-labelledby="booking-title" className={cx('@container', embedded && 'py-10 md:py-16')}>
      <div className="max-w-3xl">
        <Heading id="booking-title" level={headingLevel} size="lg">
          {reschedule?.heading ?? "Let's Talk About You"}
        </Heading>
        <Lead className="mt-4">{reschedule?.lead ?? 'Book a 30-minute discovery session to explore how we can bring your vision to life'}</Lead>
      </div>
      <div className="mt-10 grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_17rem] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <Card padding="none" className="p-6 shadow-card md:sticky md:top-24 md:order-2 md:p-8">
          <h2 className="font-display text-xl font-semibold tracking-tight text-ink">Schedule Your Call</h2>
          <p className="mt-1 text-sm text-muted">Select a date and time that works for you</p>
          <div className="mt-6">
            <StepIndicator current={selection.step} />
          </div>
          {zone && (selection.date || selection.slot) && (
            <div className="mt-6">
              <BookingSummary date={selection.date} slot={selection.slot} zone={zone} hourCycle={hourCycle} />
            </div>
          )}
        </Card>
        {/* data-floating-avoid: the chat button steps aside rather than cover a date, a time or the form's buttons. */}
        <Card padding="none" className="@container min-w-0 p-5 shadow-card sm:p-8 md:order-1" data-floating-avoid="">
          {!ready ? (
            <CalendarPlaceholder />
          ) : (
            <>
              {(selection.step === 'date' || selection.step === 'time') && (
                <DisplayPreferences zone={zone} hourCycle={hourCycle} onZoneChange={chooseZone} onHourCycleChange={chooseHourCycle} />
              )}
              <div className={selection.step === 'date' || selection.step === 'time' ? 'mt-6' : undefined}>
                {selection.step === 'done' && selection.booking && (
                  <BookingConfirmation
                    booking={selection.booking}
                    zone={zone}
                    businessZone={settings?.timezone}
                    hourCycle={hourCycle}
                    onBookAnother={() => dispatch({ type: 'reset' })}
                  />
                )}
                {selection.step === 'date' && (
                  <DateStep
                    month={month}
                    today={today}
                    lastMonth={lastMonth ?? month}
                    selectedDate={selection.date}
                    slotCounts={slotCounts}
                    loading={availability.loading}
                    onMonthChange={setMonth}
                    onPick={(date) => dispatch({ type: 'pickDate', date })}
                    focusHeading={focusHeading}
                  />
                )}
                {selection.step === 'time' && selection.date && (
                  <TimeStep
                    date={selection.date}
                    slots={slotsByDate.get(selection.date) ?? []}
                    zone={zone}
                    hourCycle={hourCycle}
                    loading={availability.loading}
                    selected={selection.slot}
                    onPick={(slot) => dispatch({ type: 'pickSlot', slot })}
                    onBack={() => dispatch({ type: 'back' })}
                    focusHeading={focusHeading}
                  />
                )}
                {selection.step === 'info' &&
                  reschedule &&
                  selection.slot &&
                  reschedule.confirmStep({ slot: selection.slot, zone, hourCycle, onBack: () => dispatch({ type: 'back' }), onTaken, onDone: onMoved, focusHeading })}
                {selection.step === 'info' && !reschedule && (
                  <LoadFailureBoundary>
                    <Suspense fallback={<Spinner label="Loading..." showLabel className="py-16" />}>
                      <InfoStep
                        slot={selection.slot}
                        zone={zone}
                        hourCycle={hourCycle}
                        draft={draft}
                        onDraftChange={setDraft}
                        onBack={() => dispatch({ type: 'back' })}
                        isStillFree={availability.isStillFree}
                        onTaken={onTaken}
                        onBooked={onBooked}
                        focusHeading={focusHeading}
                      />
                    </Suspense>
                  </LoadFailureBoundary>
                )}
              </div>
            </>
          )}
        </Card>
      </div>
    </section>
  );
}

/** What the prerendered page shows until the browser knows the visitor's zone and date. */
function CalendarPlaceholder() {
  return (
    <div aria-busy="true">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="mt-8 h-7 w-48" />
      <div className="mt-6 grid grid-cols-7 gap-2">
        {Array.from({ length: 35 }, (_, index) => (
          <Skeleton key={index} className="aspect-square" />
        ))}
      </div>
      <p className="mt-4 text-sm text-muted">Loading availability...</p>
    </div>
  );
}
