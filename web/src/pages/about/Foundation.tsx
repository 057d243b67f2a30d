import { useId, useState } from 'react';
import { foundation } from '../../../../shared/content/about';
import { Card, Container, Section } from '../../ui';
import { SectionHeader } from '../../sections/SectionHeader';
import { aboutCopy } from './content';

/** Vision, Mission and Philosophy; the Mission card expands with Read More / Read Less. */
export function Foundation() {
  const [expanded, setExpanded] = useState(false);
  const missionId = useId();
  const { vision, mission, philosophy } = foundation;
  return (
    <Section aria-labelledby="foundation-title">
      <Container>
        <SectionHeader id="foundation-title" eyebrow={aboutCopy.foundation.eyebrow} title={aboutCopy.foundation.title} />
        <div className="mt-14 grid items-start gap-5 lg:grid-cols-3">
          <Card padding="lg">
            <CardTitle index="01" title={vision.title} />
            <p className="mt-4 text-lead text-muted">{vision.text}</p>
          </Card>
          <Card padding="lg" className="border-transparent! bg-inverse! text-inverse-ink">
            <CardTitle index="02" title={mission.title} />
            <p id={missionId} className="mt-4 text-lead opacity-85">
              {expanded ? mission.long : mission.short}
            </p>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={missionId}
              onClick={() => setExpanded((value) => !value)}
              className="mt-6 font-semibold text-inverse-signal underline decoration-2 underline-offset-4 hover:no-underline"
            >
              {expanded ? 'Read Less' : 'Read More'}
            </button>
          </Card>
          <Card padding="lg">
            <CardTitle index="03" title={philosophy.title} />
            <p className="mt-4 text-lead text-muted">{philosophy.text}</p>
          </Card>
        </div>
      </Container>
    </Section>
  );
}

function CardTitle({ index, title }: { index: string; title: string }) {
  return (
    <h3 className="flex items-baseline gap-3 font-display text-display-md font-semibold">
      <span className="text-sm font-semibold opacity-60">{index}</span>
      {title}
    </h3>
  );
}
