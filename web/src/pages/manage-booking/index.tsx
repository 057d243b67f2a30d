import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BookingScreen } from '../../features/booking/BookingScreen';
import { useBookingTimeZone } from '../../features/booking/useBookingTimeZone';
import { ApiError } from '../../lib/http';
import { useManageBooking } from '../../features/manage-booking/useManageBooking';
import { PageMeta } from '../../seo/PageMeta';
import { Button, ButtonLink, Card, Container, Dialog, Eyebrow, Heading, Lead, Section, Spinner, notifyError, notifySuccess } from '../../ui';
import { BookingDetails } from './BookingDetails';
import { ConfirmMove } from './ConfirmMove';

/** /booking/{id}?token=… — the visitor's booking from the confirmation e-mail: view, cancel, reschedule. */
export default function ManageBookingPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { state, cancel, reschedule } = useManageBooking(id, params.get('token') ?? '');
  const { zone } = useBookingTimeZone();
  const [rescheduling, setRescheduling] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const bookingCard = useRef<HTMLDivElement>(null);
  const bookingHeading = useRef<HTMLHeadingElement>(null);
  // After a change the page comes back to the booking, which now shows it (the calendar below it has closed). It
  // does so once the change's render is committed: the cancel dialog's closing hands focus back to its opener first
  // (the dialog's own effect runs before this page's), and the booking's heading then takes it.
  const [bookingToShow, setBookingToShow] = useState(0);
  const showBooking = () => setBookingToShow((count) => count + 1);
  useEffect(() => {
    if (bookingToShow === 0) return;
    bookingCard.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    bookingHeading.current?.focus({ preventScroll: true });
  }, [bookingToShow]);
  // After its last allowed move a booking can still be cancelled; the details say why it cannot move.
  const canMove = state.status === 'ready' && state.booking.policy.allowed && state.booking.reschedulesLeft > 0;

  const doCancel = async () => {
    setCancelling(true);
    try {
      await cancel();
      setConfirmingCancel(false);
      setRescheduling(false);
      showBooking();
      void notifySuccess({ title: 'Booking cancelled', message: 'Everyone invited gets a cancellation for their calendar.' });
    } catch (error) {
      void notifyError({ title: error instanceof ApiError ? error.title : 'Cancellation Failed', message: error instanceof ApiError ? error.message : 'Please try again.' });
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <PageMeta overrides={{ title: 'Your booking', description: 'Manage your consultation.', noindex: true }} />
      <Section>
        <Container>
          <Eyebrow>Your booking</Eyebrow>
          <Heading level={1} size="xl" className="max-w-3xl">
            Your consultation
          </Heading>
          {state.status === 'loading' || !zone ? (
            <Spinner label="Loading your booking..." showLabel className="py-16" />
          ) : state.status === 'denied' ? (
            <div className="mt-6 max-w-2xl">
              <Lead>This link is not valid or has expired. Use the link from your latest confirmation e-mail, or book a new time.</Lead>
              <ButtonLink to="/calendar" className="mt-8">
                Book a consultation
              </ButtonLink>
            </div>
          ) : state.status === 'failed' ? (
            <p role="alert" className="mt-6 text-ink">
              {state.message}
            </p>
          ) : (
            <>
              <div ref={bookingCard} className="scroll-mt-28">
                <Card padding="none" className="mt-8 max-w-3xl p-5 shadow-card sm:p-8">
                  <h2 ref={bookingHeading} tabIndex={-1} className="sr-only">
                    {state.booking.status === 'cancelled' ? 'Your cancelled booking' : 'Your booking'}
                  </h2>
                  {/* A cancelled booking leads with its way on, so it is in view (above any toast) once the page comes back to it. */}
                  <BookingDetails booking={state.booking} visitorZone={zone}>
                    {state.booking.status === 'cancelled' && (
                      <div className="mt-6 flex flex-wrap items-center gap-4 rounded-control border border-line bg-canvas p-4">
                        <p className="text-sm text-ink">This consultation is cancelled. We would still be glad to talk.</p>
                        <ButtonLink to="/calendar" variant="accent">
                          Book another time
                        </ButtonLink>
                      </div>
                    )}
                  </BookingDetails>
                  {state.booking.policy.allowed && (
                    <div className="mt-8 flex flex-wrap gap-3">
                      {canMove && (
                        <Button onClick={() => setRescheduling((open) => !open)} aria-expanded={rescheduling} aria-controls="reschedule-calendar">
                          {rescheduling ? 'Keep the current time' : 'Reschedule'}
                        </Button>
                      )}
                      <Button variant="outline" onClick={() => setConfirmingCancel(true)}>
                        Cancel booking
                      </Button>
                    </div>
                  )}
                </Card>
              </div>
              {rescheduling && canMove && (
                <div id="reschedule-calendar" className="mt-12">
                  <BookingScreen
                    reschedule={{
                      heading: 'Pick a new time',
                      lead: 'Choose a date and a time; your current slot stays yours until the new one is confirmed.',
                      confirmStep: (step) => (
                        <ConfirmMove
                          {...step}
                          from={state.booking.start}
                          onConfirm={reschedule}
                          onDone={(slot) => {
                            step.onDone(slot);
                            setRescheduling(false);
                            showBooking();
                            void notifySuccess({ title: 'Booking moved', message: 'Everyone invited gets an updated invitation.' });
                          }}
                        />
                      ),
                    }}
                  />
                </div>
              )}
              <Dialog open={confirmingCancel} onClose={() => setConfirmingCancel(false)} title="Cancel this consultation?">
                <p className="text-sm text-ink">The time becomes free for others, and everyone invited gets a cancellation for their calendar.</p>
                <div className="mt-6 flex flex-wrap justify-end gap-3">
                  <Button variant="outline" onClick={() => setConfirmingCancel(false)} disabled={cancelling}>
                    Keep booking
                  </Button>
                  <Button onClick={() => void doCancel()} loading={cancelling}>
                    Yes, cancel booking
                  </Button>
                </div>
              </Dialog>
            </>
          )}
        </Container>
      </Section>
    </>
  );
}
