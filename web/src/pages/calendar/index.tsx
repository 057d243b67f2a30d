import { BookingScreen } from '../../features/booking/BookingScreen';
import { PageMeta } from '../../seo/PageMeta';
import { Container, Section } from '../../ui';

export default function CalendarPage() {
  return (
    <>
      <PageMeta pageKey="calendar" />
      <Section>
        <Container>
          <BookingScreen />
        </Container>
      </Section>
    </>
  );
}
