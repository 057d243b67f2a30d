import { cx } from '../../lib/cx';
import { CheckIcon } from './booking-icons';
import { stepOrder, type BookingStep } from './booking-steps';

/**
 * 1 Date, 2 Time, 3 Info; the current step is marked for assistive technology. Labels sit under their circles, so
 * the indicator fits the narrow summary card of tablets (about 13rem) as well as a phone's full width.
 */
export function StepIndicator({ current }: { current: BookingStep }) {
  // After the booking every step is done.
  const currentIndex = current === 'done' ? stepOrder.length : stepOrder.findIndex((entry) => entry.step === current);
  return (
    <ol aria-label="Booking steps" className="grid grid-cols-3">
      {stepOrder.map(({ step, label }, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li key={step} aria-current={active ? 'step' : undefined} className="relative flex flex-col items-center gap-2 text-center">
            {index < stepOrder.length - 1 && (
              // From this circle's edge to the next one's: half a column either side of the centres, less the radius and a gap.
              <span
                aria-hidden="true"
                className={cx('absolute top-4 right-[calc(-50%+1.5rem)] left-[calc(50%+1.5rem)] h-px', done ? 'bg-ink' : 'bg-line')}
              />
            )}
            <span
              className={cx(
                'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold transition-colors duration-300',
                active && 'bg-accent text-accent-ink shadow-glow',
                done && 'bg-inverse text-inverse-ink',
                !active && !done && 'border border-line bg-surface text-muted',
              )}
            >
              {done ? <CheckIcon className="size-4" /> : index + 1}
            </span>
            <span className={cx('text-sm font-semibold', active || done ? 'text-ink' : 'text-muted')}>
              <span className="sr-only">{`Step ${index + 1}: `}</span>
              {label}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
