import type { Statistic } from '../../../../shared/content/types';
import { Container, Section } from '../../ui';

/** A band of big figures with their label and sublabel. */
export function StatsStrip({ stats, label }: { stats: readonly Statistic[]; label: string }) {
  return (
    <Section tone="surface" spacing="tight" aria-label={label}>
      <Container>
        <dl className="grid gap-10 sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col border-l-2 border-accent pl-6">
              <dt className="order-2 mt-2 font-semibold">{stat.label}</dt>
              <dd className="order-1 font-display text-display-lg font-bold">{stat.value}</dd>
              <dd className="order-3 mt-1 text-sm text-muted">{stat.sublabel}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </Section>
  );
}
