import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cx } from '../lib/cx';
import { ArrowRightIcon, ChevronDownIcon, Image } from '../ui';
import { serviceLinks } from './navigation';

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
        className="inline-flex h-10 items-center gap-1 rounded-pill px-3 text-sm font-medium text-ink hover:bg-surface-2"
      >
        Solutions
        <ChevronDownIcon className={cx('size-4 transition-transform duration-300', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 w-[44rem] -translate-x-1/2 pt-3"
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
