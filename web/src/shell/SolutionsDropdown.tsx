import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cx } from '../lib/cx';
import { ArrowRightIcon, ChevronDownIcon, Image } from '../ui';
import { barItemClasses, serviceLinks } from './navigation';

/**
 * The desktop Solutions disclosure: four service pages with description and image, plus View All Solutions.
 * Opens on click, Enter or Space; Escape closes and returns focus to the button; leaving it (focus or pointer) closes it.
 */
export function SolutionsDropdown() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <div className="relative" onKeyDown={onKeyDown} onBlur={onBlur} onMouseLeave={() => setOpen(false)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cx(barItemClasses, 'gap-1 text-ink')}
      >
        Solutions
        <ChevronDownIcon className={cx('size-4 transition-transform duration-300', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        // Centred under the trigger where the bar has room; below 1280 px the trigger sits near the left edge.
        className="absolute top-full left-0 z-50 w-[min(44rem,calc(100vw-7rem))] pt-3 xl:left-1/2 xl:w-[44rem] xl:-translate-x-1/2"
      >
        <div className="animate-pop rounded-card border border-line bg-surface p-3 shadow-pop">
          <ul className="grid grid-cols-2 gap-1">
            {serviceLinks.map((service) => (
              <li key={service.to}>
                <Link to={service.to} className="group flex gap-4 rounded-control p-3 transition-colors hover:bg-surface-2">
                  <Image src={service.image} alt="" sizes="4rem" frameClassName="size-16 shrink-0 rounded-xl" />
                  <span>
                    <span className="block font-display font-semibold text-ink group-hover:text-accent">{service.title}</span>
                    <span className="mt-1 block text-sm leading-snug text-muted">{service.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/solutions"
            className="mt-2 flex items-center justify-between rounded-control bg-surface-2 px-4 py-3 text-sm font-semibold text-ink hover:bg-accent hover:text-accent-ink"
          >
            View All Solutions
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </div>
  );
}
