import { values } from '../../../../shared/content/about';
import { Container, Section, StarMark } from '../../ui';
import { SectionHeader } from '../../sections/SectionHeader';
import { aboutCopy } from './content';

/** The four values: Creativity, Innovation, Quality, Client Satisfaction. */
export function Values() {
  return (
    <Section tone="surface" aria-labelledby="values-title">
      <Container>
        <SectionHeader id="values-title" eyebrow={aboutCopy.values.eyebrow} title={aboutCopy.values.title} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.title} className="group rounded-card border border-line bg-surface p-7 transition-colors duration-300 hover:bg-accent hover:text-accent-ink">
              <StarMark className="size-8 text-accent transition-colors group-hover:text-signal" />
              <h3 className="mt-10 font-display text-2xl font-semibold">{value.title}</h3>
              <p className="mt-3 text-muted group-hover:text-accent-ink/85">{value.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
