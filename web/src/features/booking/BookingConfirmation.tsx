import { useState } from 'react';
import { consultationEventText, googleCalendarLink, outlookCalendarLink } from '../../../../shared/booking/calendar-links';
import type { BookingDto } from '../../../../shared/booking/schemas';
import { brand } from '../../../../shared/site/brand';
import { Button, CalendarIcon, notifyError } from '../../ui';
import { CheckIcon } from './booking-icons';
import { formatLongDate, formatSlotTime, visitorDateOf, zoneAbbreviation, type HourCycle } from './slot-display';
import { StepHeading } from './StepHeading';

type Props = {
  booking: BookingDto;
  /** The visitor's zone and the business zone (unknown when the settings could not be read). */
  zone: string;
  businessZone?: string;
  hourCycle: HourCycle;
  onBookAnother: () => void;
};

const EVENT_TITLE = `${brand.name} discovery call`;

/** `Tuesday, December 1, 2026, 9:00 AM – 9:30 AM GMT+4` in `zone`. */
export function meetingTimeIn(booking: Pick<BookingDto, 'start' | 'end' | 'date' | 'time'>, zone: string, hourCycle: HourCycle): string {
  const date = formatLongDate(visitorDateOf(booking, zone));
  return `${date}, ${formatSlotTime(booking.start, zone, hourCycle)} – ${formatSlotTime(booking.end, zone, hourCycle)} ${zoneAbbreviation(booking.start, zone)}`;
}

/**
 * What a visitor sees once their booking is made, in place of the steps: when it is (their zone and ours), the
 * meeting link or the honest line that it follows, "add to calendar" for Google, Outlook and any calendar (.ics), the
 * manage link, and "Book another time". Focus lands on its heading, so screen readers announce it.
 */
export function BookingConfirmation({ booking, zone, businessZone, hourCycle, onBookAnother }: Props) {
  const [preparing, setPreparing] = useState(false);
  const event = { ...consultationEventText({ duration: booking.duration, meetLink: booking.meetLink }, EVENT_TITLE), start: booking.start, end: booking.end, meetLink: booking.meetLink };
  const showBusiness = businessZone !== undefined && zoneAbbreviation(booking.start, businessZone) !== zoneAbbreviation(booking.start, zone);

  const downloadFile = async () => {
    setPreparing(true);
    try {
      // The iCalendar writer loads only when a visitor asks for the file.
      const { buildEventFile } = await import('../../../../shared/booking/calendar-event');
      const file = buildEventFile({ bookingId: booking.id, createdAt: new Date().toISOString(), ...event });
      const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
      const anchor = Object.assign(document.createElement('a'), { href: url, download: 'northstar-consultation.ics' });
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      void notifyError({ title: 'Download Failed', message: 'The calendar file could not be made. Please use the invitation in your e-mail.' });
    } finally {
      setPreparing(false);
    }
  };

  const rows: [string, React.ReactNode][] = [
    [`Your time (${zone})`, meetingTimeIn(booking, zone, hourCycle)],
    ...(showBusiness ? ([[`Our time (${businessZone})`, meetingTimeIn(booking, businessZone, hourCycle)]] as [string, string][]) : []),
    [
      'Meeting link',
      booking.meetLink ? (
        <a href={booking.meetLink} target="_blank" rel="noreferrer" className="font-semibold break-all text-accent underline underline-offset-4">
          {booking.meetLink}
        </a>
      ) : (
        'We will e-mail you the meeting link before the call.'
      ),
    ],
  ];
  const calendarLink = 'inline-flex h-10 items-center rounded-pill border border-line px-4 text-sm font-semibold text-ink transition-colors duration-200 hover:border-ink';

  return (
    <section aria-labelledby="booking-confirmed-title">
      <div className="mb-5 grid size-12 place-items-center rounded-full bg-accent text-accent-ink shadow-glow" aria-hidden="true">
        <CheckIcon className="size-6" />
      </div>
      <StepHeading id="booking-confirmed-title" title="Your consultation is booked" subtitle="A confirmation with the calendar invitation is on its way to your inbox." focus />
      <dl className="mt-6 divide-y divide-line border-y border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 @lg:grid-cols-[13rem_minmax(0,1fr)] @lg:gap-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="min-w-0 text-sm font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="add-to-calendar-title" className="mt-6">
        <h4 id="add-to-calendar-title" className="flex items-center gap-2 text-sm font-semibold text-ink">
          <CalendarIcon className="size-4 text-accent" />
          Add to calendar
        </h4>
        <ul className="mt-3 flex flex-wrap gap-2">
          <li>
            <a className={calendarLink} href={googleCalendarLink(event)} target="_blank" rel="noreferrer">
              Google Calendar
            </a>
          </li>
          <li>
            <a className={calendarLink} href={outlookCalendarLink(event)} target="_blank" rel="noreferrer">
              Outlook
            </a>
          </li>
          <li>
            <Button variant="outline" size="sm" className="h-10" loading={preparing} onClick={() => void downloadFile()}>
              Download .ics
            </Button>
          </li>
        </ul>
      </section>
      <p className="mt-6 text-sm text-muted">
        {booking.manageUrl ? (
          <>
            Need to change it?{' '}
            <a href={booking.manageUrl} className="font-semibold text-accent underline underline-offset-4">
              Manage booking
            </a>{' '}
            to reschedule or cancel.
          </>
        ) : (
          'Need to change it? The confirmation e-mail has a link to reschedule or cancel.'
        )}
      </p>
      <Button variant="accent" onClick={onBookAnother} className="mt-8 w-full justify-center @sm:w-auto">
        Book another time
      </Button>
    </section>
  );
}
