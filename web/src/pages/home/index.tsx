import { BookingScreen } from '../../features/booking/BookingScreen';
import { PagePlaceholder } from '../../shell/PagePlaceholder';
import { Container, Section } from '../../ui';

/**
 * Placeholder: the page's owner replaces this folder's contents (keep the default export).
 * The shell relies on two section ids here: `approach` (mobile menu's Approach item) and `calendar` (top banner).
 */
export default function HomePage() {
  return (
    <>
      <PagePlaceholder
        pageKey="home"
        eyebrow="Northstar Digital"
        title="Built for bold brands that want one powerful partner."
        intro="Software and AI, branding and design, marketing, and advertising and media production — under one roof, with one team accountable for results."
      />
      <Section id="approach" tone="surface" spacing="tight">
        <Container>
          <p className="max-w-3xl font-display text-display-md font-semibold">
            One team, one plan: discovery, strategy, design, build, launch and growth.
          </p>
        </Container>
      </Section>
      <Section id="calendar">
        <Container>
          <BookingScreen />
        </Container>
      </Section>
    </>
  );
}
