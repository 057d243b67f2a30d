import type { SeoPageKey } from '../../../shared/site/seo';
import { PageMeta } from '../seo/PageMeta';
import { ArrowRightIcon, ButtonLink, Container, Eyebrow, Heading, Lead, Section } from '../ui';

export type PagePlaceholderProps = {
  pageKey?: SeoPageKey;
  eyebrow: string;
  title: string;
  intro: string;
  cta?: { label: string; to: string };
};

/** Stand-in for a page whose content is still being built: a designed hero with a call to action. */
export function PagePlaceholder({ pageKey, eyebrow, title, intro, cta = { label: 'Book a free call', to: '/calendar' } }: PagePlaceholderProps) {
  return (
    <>
      <PageMeta pageKey={pageKey} overrides={pageKey ? undefined : { title, description: intro }} />
      <Section className="relative overflow-hidden">
        <div aria-hidden="true" className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-accent/15 blur-3xl" />
        <Container className="relative">
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading level={1} size="2xl" className="max-w-5xl animate-rise">
            {title}
          </Heading>
          <Lead className="mt-8">{intro}</Lead>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to={cta.to} size="lg" iconAfter={<ArrowRightIcon className="size-4" />}>
              {cta.label}
            </ButtonLink>
            <ButtonLink to="/work" size="lg" variant="outline">
              See our work
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </>
  );
}
