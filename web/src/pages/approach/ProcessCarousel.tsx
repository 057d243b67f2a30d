import { useState } from 'react';
import { processSteps } from '../../../../shared/content/approach';
import { Container, Section } from '../../ui';
import { cx } from '../../lib/cx';
import { SectionHeader } from '../../sections/SectionHeader';
import { useAutoAdvance } from '../../sections/useAutoAdvance';
import { usePrefersReducedMotion } from '../../sections/useMediaQuery';
import { usePauseHandlers } from '../../sections/usePauseHandlers';
import { approachCopy } from './content';

/** The carousel moves to the next step every 3.5 s. */
export const PROCESS_INTERVAL_MS = 3500;

/**
 * The six-step process: advances on its own and pauses while the active card is hovered; a click selects a step and
 * the carousel goes on from it. Keyboard use inside holds it (usePauseHandlers), reduced motion stops it.
 */
export function ProcessCarousel() {
  const [hovered, setHovered] = useState<number | null>(null);
  const { paused: keyboardHeld, handlers } = usePauseHandlers();
  const reducedMotion = usePrefersReducedMotion();
  const [active, select] = useAutoAdvance(processSteps.length, PROCESS_INTERVAL_MS, (index) => reducedMotion || keyboardHeld || hovered === index);

  return (
    <Section tone="inverse" aria-labelledby="process-title">
      <Container>
        <div className="[&_h2]:text-inverse-ink">
          <SectionHeader id="process-title" eyebrow={approachCopy.process.eyebrow} title={approachCopy.process.title} />
        </div>
        <p className="sr-only" aria-live="polite">
          Step {active + 1} of {processSteps.length}: {processSteps[active]!.title}
        </p>
        <ol {...handlers} className="mt-14 grid gap-3 sm:grid-cols-2 lg:grid-cols-7">
          {processSteps.map((step, index) => {
            const isActive = index === active;
            return (
              <li key={step.number} className={cx('transition-[flex] lg:col-span-1', isActive && 'lg:col-span-2')}>
                <button
                  type="button"
                  aria-current={isActive ? 'step' : undefined}
                  onClick={() => select(index)}
                  onMouseEnter={() => setHovered(index)}
                  onMouseLeave={() => setHovered(null)}
                  className={cx(
                    'flex h-full min-h-64 w-full flex-col rounded-card border p-6 text-left transition-colors duration-500',
                    isActive ? 'border-transparent bg-signal text-signal-ink' : 'border-line text-inverse-ink hover:border-inverse-ink/50',
                  )}
                >
                  <span className="font-display text-sm font-semibold opacity-70">{step.number}</span>
                  <span className="mt-auto block pt-10 font-display text-2xl font-semibold">{step.title}</span>
                  <span className={cx('mt-3 block text-sm leading-relaxed', isActive ? 'opacity-85' : 'text-muted lg:line-clamp-3')}>{step.description}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </Container>
    </Section>
  );
}
