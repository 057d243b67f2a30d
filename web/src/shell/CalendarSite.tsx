import { brand } from '../../../shared/site/brand';
import { BookingScreen } from '../features/booking/BookingScreen';
import { PageMeta } from '../seo/PageMeta';
import { Container, StarMark } from '../ui';
import { Copyright } from './Copyright';
import { ThemeToggle } from './ThemeToggle';

/** The calendar site (a host starting with `calendar.`): only the booking screen, with a minimal header and footer. */
export default function CalendarSite() {
  return (
    <>
      <PageMeta pageKey="calendar" />
      <header className="border-b border-line">
        <Container className="flex h-16 items-center justify-between">
          <span className="inline-flex items-center gap-2.5 font-display text-lg font-bold">
            <span className="grid size-8 place-items-center rounded-lg bg-inverse text-inverse-signal">
              <StarMark className="size-4" />
            </span>
            {brand.calendarName}
          </span>
          <ThemeToggle />
        </Container>
      </header>
      <main id="main">
        <Container>
          <BookingScreen embedded />
        </Container>
      </main>
      <footer className="border-t border-line py-6 text-center text-sm text-muted">
        <Copyright />
      </footer>
    </>
  );
}
