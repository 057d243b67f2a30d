import type { SlotDto } from '../../../../shared/booking/schemas';
import { Button } from '../../ui';
import { ChevronLeftIcon } from './booking-icons';
import { formatLongDate, formatSlotTime, zoneAbbreviation, type HourCycle } from './slot-display';
import { StepHeading } from './StepHeading';

type Props = {
  date: string;
  slots: readonly SlotDto[];
  zone: string;
  hourCycle: HourCycle;
  loading: boolean;
  selected?: SlotDto;
  onPick: (slot: SlotDto) => void;
  onBack: () => void;
  focusHeading: boolean;
};

/**
 * The time step: the chosen date's free slots in the visitor's zone, which is named once above the grid (each
 * button's accessible name still carries it, for a screen reader that lands on one).
 */
export function TimeStep({ date, slots, zone, hourCycle, loading, selected, onPick, onBack, focusHeading }: Props) {
  return (
    <div>
      <StepHeading title="Select time" subtitle={formatLongDate(date)} focus={focusHeading} />
      <p className="mt-3 text-sm text-muted">
        Times shown in your timezone: <span className="font-semibold text-ink">{zone}</span>
        {slots.length > 0 && <span className="text-ink">{` (${zoneAbbreviation(slots[0].start, zone)})`}</span>}
      </p>
      {slots.length > 0 ? (
        <ul aria-label={`Available times on ${formatLongDate(date)}`} className="mt-6 grid grid-cols-3 gap-2 @[21rem]:grid-cols-4 @sm:gap-3">
          {slots.map((slot) => {
            const time = formatSlotTime(slot.start, zone, hourCycle);
            const abbreviation = zoneAbbreviation(slot.start, zone);
            const active = selected?.start === slot.start;
            return (
              <li key={slot.start}>
                <button
                  type="button"
                  aria-pressed={active}
                  aria-label={`${time} ${abbreviation}`}
                  onClick={() => onPick(slot)}
                  className={
                    active
                      ? 'flex w-full flex-col items-center rounded-control border border-accent bg-accent px-0.5 py-3.5 text-accent-ink'
                      : 'flex w-full flex-col items-center rounded-control border border-line bg-surface px-0.5 py-3.5 text-ink transition-colors duration-200 hover:border-accent hover:bg-accent-soft'
                  }
                >
                  <span className="text-sm font-semibold whitespace-nowrap tabular-nums @md:text-base">{time}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p role="status" className="mt-6 rounded-control border border-dashed border-line px-5 py-8 text-center text-sm text-muted">
          {loading ? 'Loading availability...' : 'No available time slots for this date'}
        </p>
      )}
      <Button variant="outline" className="mt-8" onClick={onBack}>
        <ChevronLeftIcon className="size-4" />
        Back
      </Button>
    </div>
  );
}
