import { Link, useLocation } from 'react-router-dom';
import { ArrowRightIcon } from '../ui';
import { scrollToSection } from './navigation';

/** The invitation strip above the header: to /calendar, or on / a smooth scroll to the calendar section. */
export function TopBanner() {
  const { pathname } = useLocation();
  return (
    <div className="bg-signal text-signal-ink">
      <p className="mx-auto flex max-w-(--container-page) flex-wrap items-center justify-center gap-x-3 gap-y-1 px-(--spacing-gutter) py-2 text-center text-sm font-medium">
        <span>Free 30-minute discovery call — let's plan your next big move.</span>
        <Link
          to="/calendar"
          onClick={(event) => {
            if (pathname === '/' && scrollToSection('calendar')) event.preventDefault();
          }}
          className="inline-flex items-center gap-1 font-semibold underline decoration-2 underline-offset-4 hover:no-underline"
        >
          Book your call
          <ArrowRightIcon className="size-3.5" />
        </Link>
      </p>
    </div>
  );
}
