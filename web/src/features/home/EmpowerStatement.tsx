import { Container, Eyebrow, Section } from '../../ui';
import { empowerStatement } from '../../pages/home/content';
import { ABOUT_TEXT_ID } from './Hero';

/** The we-empower statement: the hero's scroll arrow lands here. */
export function EmpowerStatement() {
  return (
    <Section id={ABOUT_TEXT_ID} aria-labelledby="empower-title">
      <Container>
        <Eyebrow>{empowerStatement.eyebrow}</Eyebrow>
        <h2 id="empower-title" className="max-w-6xl font-display text-display-lg font-semibold text-ink">
          {empowerStatement.text} <span className="text-accent">{empowerStatement.highlight}</span>
        </h2>
        <ul className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line md:grid-cols-4">
          {empowerStatement.pillars.map((pillar, index) => (
            <li key={pillar} className="flex flex-col gap-6 bg-canvas p-6 md:p-8">
              <span className="font-display text-sm font-semibold text-muted">{String(index + 1).padStart(2, '0')}</span>
              <span className="font-display text-xl font-semibold tracking-tight">{pillar}</span>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
