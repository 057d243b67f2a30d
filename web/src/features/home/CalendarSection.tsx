import { Container, Section, Spinner } from '../../ui';
import { LazyWhenVisible } from '../../sections/LazyWhenVisible';

const loadBooking = () => import('./HomeBooking');

/**
 * The booking calendar at the end of the home page; its code loads as the section approaches. Id: top banner target.
 * It is the page's closing call to action (`data-closing-call`), so the footer does not invite to book a call below it.
 */
export function CalendarSection() {
  return (
    <Section id="calendar" tone="surface" aria-label="Book a consultation" data-closing-call="">
      <Container>
        <LazyWhenVisible
          load={loadBooking}
          fallback={
            <div className="grid min-h-[42rem] place-items-center">
              <Spinner label="Loading..." showLabel />
            </div>
          }
        />
      </Container>
    </Section>
  );
}
