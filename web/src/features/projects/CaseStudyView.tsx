import { caseStudyCards } from '../../../../shared/content/case-studies';
import { industryLabel } from '../../../../shared/content/industries';
import { services } from '../../../../shared/content/services';
import type { CaseStudy } from '../../../../shared/content/types';
import { keywordsOf } from '../../../../shared/site/keywords';
import { CaseStudyCards } from '../../sections/CaseStudyCards';
import { CtaBand } from '../../sections/CtaBand';
import { PageMeta } from '../../seo/PageMeta';
import { Badge, Button, Container, Eyebrow, Heading, Image, Lead, Section } from '../../ui';

/** The static case-study template: metrics, challenge, solution, results; its back button uses browser history. */
export function CaseStudyView({ study, onBack }: { study: CaseStudy; onBack: () => void }) {
  const serviceNames = study.services.map((id) => services.find((service) => service.id === id)?.title ?? id);
  const others = caseStudyCards.filter((candidate) => candidate.slug !== study.slug).slice(0, 3);
  return (
    <>
      <PageMeta
        overrides={{
          title: `${study.company}: ${study.mainMetric} ${study.mainMetricLabel}`,
          description: study.summary,
          keywords: keywordsOf(study.industry, serviceNames, study.company, 'case study'),
          ogImage: study.image,
        }}
      />
      <Section className="pb-12 md:pb-16">
        <Container>
          <div className="mb-10">
            <Button variant="ghost" size="sm" onClick={onBack} className="-ml-4">
              <span aria-hidden="true">←</span> Back
            </Button>
          </div>
          <Eyebrow>{`${study.company} · ${industryLabel(study.industry)}`}</Eyebrow>
          <Heading level={1} size="xl" className="max-w-5xl animate-rise">
            {study.title}
          </Heading>
          <Lead className="mt-8">{study.summary}</Lead>
          <dl className="mt-12 grid grid-cols-2 gap-6 border-t border-line pt-10 lg:max-w-3xl">
            {[
              [study.mainMetric, study.mainMetricLabel],
              [study.secondaryMetric, study.secondaryMetricLabel],
            ].map(([value, label]) => (
              <div key={label} className="flex flex-col">
                <dt className="order-2 mt-2 font-semibold">{label}</dt>
                <dd className="order-1 font-display text-display-xl font-bold text-accent">{value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </Section>
      <Container>
        <Image src={study.image} alt={`${study.company} campaign`} priority hero width={1600} height={686} frameClassName="aspect-[21/9] rounded-card" />
      </Container>
      <Section aria-label="The story">
        <Container className="grid gap-16 lg:grid-cols-[1fr_1fr]">
          {[
            ['The challenge', study.challenge],
            ['Our solution', study.solution],
          ].map(([title, text]) => (
            <div key={title}>
              <Heading size="md">{title}</Heading>
              <p className="mt-5 text-lead text-muted">{text}</p>
            </div>
          ))}
          <div className="lg:col-span-2">
            <Heading size="md">Results</Heading>
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {study.results.map((result) => (
                <li key={result} className="rounded-card border border-line bg-surface p-6 font-medium">
                  <span aria-hidden="true" className="mb-4 block h-1 w-10 rounded-full bg-accent" />
                  {result}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap items-center gap-2">
              <span className="mr-2 text-sm text-muted">Services:</span>
              {serviceNames.map((name) => (
                <Badge key={name}>{name}</Badge>
              ))}
            </div>
          </div>
        </Container>
      </Section>
      <Section tone="surface" aria-labelledby="more-cases">
        <Container>
          <Heading id="more-cases">More results</Heading>
          <CaseStudyCards studies={others} />
        </Container>
      </Section>
      <CtaBand title="Ready to transform your business?" primary={{ label: 'Start Your Project', to: '/calendar' }} secondary={{ label: 'See More Projects', to: '/work' }} />
    </>
  );
}
