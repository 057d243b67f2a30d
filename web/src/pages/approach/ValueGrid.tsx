import type { Value } from '../../../../shared/content/types';
import { Container, Section } from '../../ui';
import { SectionHeader } from '../../sections/SectionHeader';

/** A titled grid of short statements (reasons it works, core principles). */
export function ValueGrid({ id, eyebrow, title, items, tone, numbered }: { id: string; eyebrow: string; title: string; items: readonly Value[]; tone?: 'surface'; numbered?: boolean }) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeader id={id} eyebrow={eyebrow} title={title} />
        <ul className="grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.title} className={tone === 'surface' ? 'bg-surface p-8' : 'bg-canvas p-8'}>
              {numbered && <span className="font-display text-sm font-semibold text-accent">{String(index + 1).padStart(2, '0')}</span>}
              <h3 className={numbered ? 'mt-6 font-display text-xl font-semibold' : 'font-display text-xl font-semibold'}>{item.title}</h3>
              <p className="mt-3 text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
