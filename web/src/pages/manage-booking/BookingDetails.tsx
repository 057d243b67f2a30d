import { refusalMessage, type ManagedBookingDto } from '../../../../shared/booking/manage';
import { formatInZone } from '../../../../shared/booking/format';
import { errorCatalogue } from '../../../../shared/errors/catalogue';
import { Badge } from '../../ui';

type Props = { booking: ManagedBookingDto; visitorZone: string; /** What comes right under the status, before the details (a cancelled booking's way on). */ children?: React.ReactNode };

/**
 * The booking as its owner sees it: times in their zone and in ours, the meeting link, subject and guests, and why it
 * can no longer be changed (a cancelled booking says so in its own notice, passed as `children`).
 */
export function BookingDetails({ booking, visitorZone, children }: Props) {
  const when = (zone: string) => {
    const start = formatInZone(booking.start, zone);
    const end = formatInZone(booking.end, zone);
    return `${start.longDate}, ${start.time12} – ${end.time12} (${start.offsetLabel})`;
  };
  const sameZone = formatInZone(booking.start, visitorZone).offsetLabel === formatInZone(booking.start, booking.businessTimezone).offsetLabel;
  const rows: [string, React.ReactNode][] = [
    [`Your time (${visitorZone})`, when(visitorZone)],
    ...(sameZone ? [] : ([[`Our time (${booking.businessTimezone})`, when(booking.businessTimezone)]] as [string, string][])),
    ['Length', `${booking.duration} minutes`],
    [
      'Meeting link',
      booking.status === 'cancelled' ? 'None (cancelled)' : booking.meetLink && !booking.meetLinkPending ? (
        <a href={booking.meetLink} className="font-semibold text-accent underline underline-offset-4" target="_blank" rel="noreferrer">
          {booking.meetLink}
        </a>
      ) : (
        'We will e-mail you the meeting link before the call.'
      ),
    ],
    ['Subject', booking.subject],
    ['Guests', booking.guests.length ? booking.guests.join(', ') : 'None'],
  ];
  const cancelled = booking.status === 'cancelled';
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={cancelled ? 'neutral' : 'accent'}>{cancelled ? 'Cancelled' : 'Confirmed'}</Badge>
        <span className="text-sm text-muted">Booked by {booking.name}, {booking.company}</span>
      </div>
      {children}
      <dl className="mt-6 divide-y divide-line border-y border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="min-w-0 break-words text-sm font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {!booking.policy.allowed && booking.policy.reason && booking.policy.reason !== 'cancelled' && (
        <p role="status" className="mt-6 rounded-control border border-line bg-canvas p-4 text-sm text-ink">
          {refusalMessage(booking.policy.reason, booking.minNoticeHours)}
        </p>
      )}
      {booking.policy.allowed && booking.reschedulesLeft === 0 && (
        <p role="status" className="mt-6 rounded-control border border-line bg-canvas p-4 text-sm text-ink">
          {errorCatalogue.RESCHEDULE_LIMIT_REACHED.message}
        </p>
      )}
    </div>
  );
}
