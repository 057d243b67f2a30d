import { InsightsBrowser } from '../../features/insights/InsightsBrowser';
import { ROTATING_WORDS } from '../../features/insights/insight-utils';
import { RotatingWord } from '../../features/insights/RotatingWord';
import { useInsightList } from '../../features/insights/post-queries';
import { PageMeta } from '../../seo/PageMeta';
import { CtaBand } from '../../sections/CtaBand';
import { Container, Eyebrow, Heading, Lead, Section } from '../../ui';

/** /insights: rotating-word hero, category chips and the grid of published posts. */
export default function InsightsPage() {
  const { data, status, reload } = useInsightList();
  return (
    <>
      <PageMeta pageKey="insights" />
      <Section className="relative overflow-hidden pb-12 md:pb-16">
        <div aria-hidden="true" className="pointer-events-none absolute -top-48 -right-40 size-[40rem] rounded-full bg-accent/15 blur-3xl" />
        <Container className="relative">
          <Eyebrow>Insights</Eyebrow>
          <Heading level={1} size="2xl" className="max-w-5xl">
            <span className="sr-only">{`Insights on ${ROTATING_WORDS.join(', ')}`}</span>
            <span aria-hidden="true">Insights on</span> <RotatingWord />
          </Heading>
          <Lead className="mt-8">Ideas, playbooks and lessons from the people who do the work: strategists, engineers, designers and storytellers.</Lead>
        </Container>
      </Section>
      <Section spacing="none" className="pb-(--spacing-section)" aria-label="Articles">
        <Container>
          <InsightsBrowser posts={data} status={status} onRetry={reload} />
        </Container>
      </Section>
      <CtaBand title="Have a challenge worth writing about?" text="Tell us where you want to grow. The first 30-minute strategy call is free." primary={{ label: 'Start Your Project', to: '/calendar' }} secondary={{ label: 'Contact Us', to: '/contact' }} />
    </>
  );
}
