import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { services } from '../../../../shared/content/services';
import { ArrowRightIcon, ButtonLink, Container, Eyebrow, Heading, IMAGE_SIZES, Image, Section, VisuallyHidden } from '../../ui';
import { cx } from '../../lib/cx';
import { homeSections, solutionTabLabels } from '../../pages/home/content';
import { useAutoAdvance } from '../../sections/useAutoAdvance';
import { useInView } from '../../sections/useInView';
import { usePrefersReducedMotion } from '../../sections/useMediaQuery';
import { usePauseHandlers } from '../../sections/usePauseHandlers';

/** The tabs move on by themselves every 4 s. */
export const SOLUTIONS_TAB_INTERVAL_MS = 4000;

/**
 * 'All Your Solutions In One Place': four tabs that auto-advance while on screen; a click selects a tab and the
 * rotation goes on from it. Keyboard use inside holds it (usePauseHandlers), reduced motion stops it.
 */
export function SolutionsTabs() {
  const sectionRef = useRef<HTMLDivElement>(null);
  const tabListRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onScreen = useInView(sectionRef, { threshold: 0.2 });
  const reducedMotion = usePrefersReducedMotion();
  const { paused: keyboardHeld, handlers } = usePauseHandlers();
  const paused = !onScreen || keyboardHeld || reducedMotion;
  const [active, select] = useAutoAdvance(services.length, SOLUTIONS_TAB_INTERVAL_MS, paused);
  const service = services[active]!;

  // On a phone the row is wider than the screen: bring the active tab into the middle of it. Not on mount: the first
  // tab already sits at the row's start, and measuring then would force a layout of the whole page during hydration.
  const centredTab = useRef(active);
  useEffect(() => {
    if (centredTab.current === active) return;
    centredTab.current = active;
    const row = tabListRef.current;
    const tab = tabRefs.current[active];
    if (row && tab) centreInRow(row, tab, reducedMotion ? 'auto' : 'smooth');
  }, [active, reducedMotion]);

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -active, End: services.length - 1 - active };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (active + move + services.length) % services.length;
    select(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <Section id="approach" aria-labelledby="solutions-title">
      <Container>
        <div ref={sectionRef} {...handlers} data-auto-advance={paused ? 'paused' : 'running'}>
        <div className="flex flex-wrap items-end justify-between gap-8">
          <div>
            <Eyebrow>{homeSections.solutions.eyebrow}</Eyebrow>
            <Heading id="solutions-title" className="max-w-3xl">
              {homeSections.solutions.title}
            </Heading>
          </div>
          <div ref={tabListRef} role="tablist" aria-label="Solutions" onKeyDown={onKeyDown} className="flex w-full gap-1 overflow-x-auto rounded-pill border border-line bg-surface p-1 md:w-auto">
            {services.map((item, index) => {
              const selected = index === active;
              return (
                <button
                  key={item.id}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`solution-tab-${item.id}`}
                  aria-selected={selected}
                  aria-controls="solution-panel"
                  tabIndex={selected ? 0 : -1}
                  onClick={() => select(index)}
                  className={cx(
                    'relative shrink-0 grow overflow-hidden rounded-pill md:grow-0 px-5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors duration-300',
                    selected ? 'bg-inverse text-inverse-ink' : 'text-muted hover:text-ink',
                  )}
                >
                  {solutionTabLabels[item.id]}
                  {selected && !paused && <TabProgress key={active} />}
                </button>
              );
            })}
          </div>
        </div>

        <div
          id="solution-panel"
          role="tabpanel"
          aria-labelledby={`solution-tab-${service.id}`}
          className="mt-12 grid items-center gap-10 rounded-card border border-line bg-surface p-6 md:p-10 lg:grid-cols-[1.05fr_1fr] lg:gap-16"
        >
          <div key={service.id} className="animate-fade">
            <p className="text-sm font-semibold tracking-[0.14em] text-accent uppercase">{service.title}</p>
            <h3 className="mt-4 font-display text-display-md font-semibold">{service.headline}</h3>
            <p className="mt-5 text-lead text-muted">{service.description}</p>
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-[0.95rem]">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                  {feature}
                </li>
              ))}
            </ul>
            <ButtonLink to={service.route} className="mt-10" aria-label={`See More: ${service.title}`} iconAfter={<ArrowRightIcon className="size-4" />}>
              {service.cta}
              <VisuallyHidden>: {service.title}</VisuallyHidden>
            </ButtonLink>
          </div>
          <Image key={service.image} src={service.image} alt={service.title} width={1200} height={900} sizes={IMAGE_SIZES.halfFromLarge} frameClassName="aspect-[4/3] rounded-card animate-fade" />
        </div>
        </div>
      </Container>
    </Section>
  );
}

/**
 * Scrolls the row sideways only, so the tab sits in its middle (or as near as the row's ends allow). Not
 * `scrollIntoView`: that would scroll the page up or down to the tab as well, every 4 s.
 */
function centreInRow(row: HTMLElement, tab: HTMLElement, behavior: ScrollBehavior) {
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const left = row.scrollLeft + tabBox.left - rowBox.left - row.clientLeft - (row.clientWidth - tabBox.width) / 2;
  if (Math.abs(left - row.scrollLeft) >= 1) row.scrollTo({ left, behavior });
}

/** A thin bar that fills over one interval under the active tab. */
function TabProgress() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setStarted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <span
      aria-hidden="true"
      style={{ transitionDuration: `${SOLUTIONS_TAB_INTERVAL_MS}ms` }}
      className={cx('absolute inset-x-4 bottom-1 h-0.5 origin-left rounded-full bg-signal transition-transform ease-linear', started ? 'scale-x-100' : 'scale-x-0')}
    />
  );
}
