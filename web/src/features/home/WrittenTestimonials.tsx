import { homeStats } from '../../../../shared/content/stats';
import { homeTestimonials } from '../../../../shared/content/testimonials';
import { Container, Eyebrow, Heading, Marquee, Section } from '../../ui';
import { homeSections } from '../../pages/home/content';
import { splitInHalf } from '../projects/portfolio-rows';
import { QuoteCard } from '../../sections/QuoteCard';

const rows = splitInHalf(homeTestimonials);

/** 'Trusted by Forward-Thinking Leaders': the stats and eleven written testimonials in two moving rows. */
export function WrittenTestimonials() {
  const copy = homeSections.testimonials;
  return (
    <Section aria-labelledby="testimonials-title" className="overflow-hidden">
      <Container className="grid items-end gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <Heading id="testimonials-title">{copy.title}</Heading>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {homeStats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-card bg-inverse p-6 text-inverse-ink">
              <dt className="mt-2 text-sm font-medium opacity-80">{stat.label}</dt>
              <dd className="font-display text-display-lg font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
      <div className="mt-14 flex flex-col gap-6">
        {rows.map((row, index) => (
          <Marquee key={index} label={`Testimonials, row ${index + 1}`} reverse={index === 1} duration={80} className="[--marquee-gap:1.5rem]">
            {row.map((quote) => (
              <QuoteCard key={quote.name} quote={quote} />
            ))}
          </Marquee>
        ))}
      </div>
    </Section>
  );
}
