import type { HourCycle } from './slot-display';
import { TimeZonePicker } from './TimeZonePicker';
import { cx } from '../../lib/cx';

type Props = {
  zone: string;
  hourCycle: HourCycle;
  onZoneChange: (zone: string) => void;
  onHourCycleChange: (hourCycle: HourCycle) => void;
};

/** The time zone the times are shown in and the 12h/24h clock, both remembered. */
export function DisplayPreferences({ zone, hourCycle, onZoneChange, onHourCycleChange }: Props) {
  return (
    <div className="flex items-end gap-3 border-b border-line pb-6">
      <TimeZonePicker zone={zone} onChange={onZoneChange} />
      <div role="group" aria-labelledby="booking-clock-label" className="flex flex-col gap-2">
        <span id="booking-clock-label" className="text-sm font-semibold text-ink">
          Clock
        </span>
        <div className="inline-flex h-12 rounded-control border border-line bg-surface p-1">
          {(['12h', '24h'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={hourCycle === value}
              onClick={() => onHourCycleChange(value)}
              className={cx(
                'min-w-11 rounded-[0.6rem] px-2 text-sm @sm:min-w-14 font-semibold transition-colors duration-200',
                hourCycle === value ? 'bg-inverse text-inverse-ink' : 'text-muted hover:text-ink',
              )}
            >
              {value}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
