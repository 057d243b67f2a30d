import { cx } from '../../lib/cx';
import { CheckIcon } from './booking-icons';
import { stepOrder, type BookingStep } from './booking-steps';

/** 1 Date, 2 Time, 3 Info; the current step is marked for assistive technology. */
export function StepIndicator({ current }: { current: BookingStep }) {
  const currentIndex = stepOrder.findIndex((entry) => entry.step === current);
  return (
    <ol aria-label="Booking steps" className="flex items-center gap-2">
      {stepOrder.map(({ step, label }, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li key={step} aria-current={active ? 'step' : undefined} className="flex flex-1 items-center gap-2 last:flex-none">
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
            {index < stepOrder.length - 1 && (
              <span aria-hidden="true" className={cx('mx-1 h-px min-w-4 flex-1', done ? 'bg-ink' : 'bg-line')} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
