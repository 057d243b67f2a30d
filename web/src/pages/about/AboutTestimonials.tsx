import { aboutTestimonials } from '../../../../shared/content/testimonials';
import { Container, Marquee, Section } from '../../ui';
import { QuoteCard } from '../../sections/QuoteCard';
import { SectionHeader } from '../../sections/SectionHeader';
import { aboutCopy } from './content';

/** First five in one row, the other four in a second row running the other way; each row three copies. */
const rows = [aboutTestimonials.slice(0, 5), aboutTestimonials.slice(5)];

export function AboutTestimonials() {
  return (
    <Section aria-labelledby="about-testimonials-title" className="overflow-hidden">
      <Container>
        <SectionHeader id="about-testimonials-title" eyebrow={aboutCopy.testimonials.eyebrow} title={aboutCopy.testimonials.title} />
      </Container>
      <div className="mt-14 flex flex-col gap-6">
        {rows.map((row, index) => (
          <Marquee key={index} label={`Testimonials, row ${index + 1}`} reverse={index === 1} copies={3} duration={index === 0 ? 30 : 25} className="[--marquee-gap:1.5rem]">
            {row.map((entry) => (
              <QuoteCard key={entry.name} quote={{ ...entry, text: entry.testimonial }} />
            ))}
          </Marquee>
        ))}
      </div>
    </Section>
  );
}
