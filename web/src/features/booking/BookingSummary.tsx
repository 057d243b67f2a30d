import type { SlotDto } from '../../../../shared/booking/schemas';
import { CalendarIcon } from '../../ui';
import { ClockIcon, GlobeIcon } from './booking-icons';
import { formatLongDate, formatSlotTime, zoneAbbreviation, type HourCycle } from './slot-display';

type Props = { date?: string; slot?: SlotDto; zone: string; hourCycle: HourCycle };

/** Date, time with zone and time zone of the choice so far (shown once a date or time is chosen). */
export function BookingSummary({ date, slot, zone, hourCycle }: Props) {
  if (!date && !slot) return null;
  const rows = [
    { key: 'Date', icon: CalendarIcon, value: date ? formatLongDate(date) : undefined },
    { key: 'Time', icon: ClockIcon, value: slot ? `${formatSlotTime(slot.start, zone, hourCycle)} ${zoneAbbreviation(slot.start, zone)}` : 'Not chosen yet' },
    { key: 'Timezone', icon: GlobeIcon, value: zone },
  ];
  return (
    <section aria-labelledby="booking-summary-title" className="rounded-control border border-line bg-canvas p-5 animate-fade">
      <h3 id="booking-summary-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
        Booking Summary
      </h3>
      <dl className="mt-4 space-y-3">
        {rows.map(({ key, icon: Icon, value }) => (
          <div key={key}>
            <dt className="flex items-center gap-2 text-xs font-medium text-muted">
              <Icon className="size-3.5 shrink-0 text-accent" />
              {key}
            </dt>
            <dd className="mt-0.5 pl-5.5 text-sm font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
