import { useLocation } from 'react-router-dom';
import { keywordsOf } from '../../../../shared/site/keywords';
import { PageMeta } from '../../seo/PageMeta';
import { Card, Container, Section } from '../../ui';
import { PageHero } from '../../sections/PageHero';
import { BriefingForm } from './BriefingForm';
import { briefingCopy } from './content';

/** /briefing-form/{name}: a project briefing for a named client, sent like the contact form. */
export default function BriefingFormPage() {
  // Read from the path: /briefing-form/Teakandrope is its own route, without a :name parameter.
  const client = decodeURIComponent(useLocation().pathname.split('/')[2] ?? '').trim();
  const title = briefingCopy.title(client);
  return (
    <>
      <PageMeta overrides={{ title, description: briefingCopy.intro, keywords: keywordsOf(briefingCopy.eyebrow, client, briefingCopy.services), noindex: true }} />
      <PageHero eyebrow={briefingCopy.eyebrow} title={title} intro={briefingCopy.intro} />
      <Section spacing="tight" className="border-t border-line pb-(--spacing-section)">
        <Container className="grid gap-14 lg:grid-cols-[1fr_22rem] lg:gap-20">
          <BriefingForm key={client} client={client} />
          <aside aria-label="What happens next">
            <Card padding="lg" className="sticky top-28 bg-surface-2!">
              <h2 className="font-display text-xl font-semibold">What happens next</h2>
              <ol className="mt-6 space-y-6">
                {briefingCopy.steps.map((step, index) => (
                  <li key={step.title} className="flex gap-4">
                    <span className="grid size-8 shrink-0 place-items-center rounded-full bg-accent font-display text-sm font-semibold text-accent-ink">{index + 1}</span>
                    <span>
                      <span className="block font-semibold">{step.title}</span>
                      <span className="mt-1 block text-sm text-muted">{step.text}</span>
                    </span>
                  </li>
                ))}
              </ol>
            </Card>
          </aside>
        </Container>
      </Section>
    </>
  );
}
