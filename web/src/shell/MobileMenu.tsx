import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { cx } from '../lib/cx';
import { ButtonLink, ChevronDownIcon, CloseIcon, MenuIcon } from '../ui';
import { primaryLinks, scrollToSection, serviceLinks } from './navigation';

const linkClasses = 'flex w-full items-center justify-between py-4 text-left font-display text-2xl font-semibold text-ink';

/**
 * The menu under 768 px: an expandable Solutions list, the same links and Get Started.
 * Escape or a route change closes it; focus moves into it on open and back to the toggle on close.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [solutionsOpen, setSolutionsOpen] = useState(false);
  const menuId = useId();
  const solutionsId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') close();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  /** Approach on mobile scrolls to the home page's approach section, or goes home when this page has none. */
  function onApproach() {
    setOpen(false);
    if (!scrollToSection('approach')) navigate('/');
  }

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
        className="grid size-11 place-items-center rounded-full border border-line text-ink"
      >
        {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
      </button>
      <div
        ref={panelRef}
        id={menuId}
        hidden={!open}
        className="fixed inset-x-0 top-(--header-height) z-40 h-[calc(100dvh-var(--header-height))] animate-fade overflow-y-auto bg-canvas px-(--spacing-gutter) pb-10"
      >
        <nav aria-label="Mobile" className="divide-y divide-line">
          <div>
            <button type="button" aria-expanded={solutionsOpen} aria-controls={solutionsId} onClick={() => setSolutionsOpen((v) => !v)} className={linkClasses}>
              Solutions
              <ChevronDownIcon className={cx('size-6 transition-transform duration-300', solutionsOpen && 'rotate-180')} />
            </button>
            <ul id={solutionsId} hidden={!solutionsOpen} className="space-y-1 pb-4">
              {serviceLinks.map((service) => (
                <li key={service.to}>
                  <Link to={service.to} className="block rounded-control px-3 py-2.5 hover:bg-surface-2">
                    <span className="block font-semibold text-ink">{service.title}</span>
                    <span className="block text-sm text-muted">{service.description}</span>
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/solutions" className="block px-3 py-2.5 font-semibold text-accent">
                  View All Solutions
                </Link>
              </li>
            </ul>
          </div>
          {primaryLinks.map((link) =>
            link.label === 'Approach' ? (
              <button key={link.to} type="button" onClick={onApproach} className={linkClasses}>
                {link.label}
              </button>
            ) : (
              <Link key={link.to} to={link.to} className={linkClasses}>
                {link.label}
              </Link>
            ),
          )}
        </nav>
        <ButtonLink to="/calendar" size="lg" className="mt-8 w-full justify-center">
          Get Started
        </ButtonLink>
      </div>
    </div>
  );
}
