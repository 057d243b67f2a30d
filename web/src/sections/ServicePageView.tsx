import { caseStudyCards } from '../../../shared/content/case-studies';
import { services } from '../../../shared/content/services';
import type { ServicePage } from '../../../shared/content/types';
import { keywordsOf } from '../../../shared/site/keywords';
import type { SeoPageKey } from '../../../shared/site/seo';
import { PageMeta } from '../seo/PageMeta';
import { Accordion, ArrowRightIcon, ButtonLink, Container, Eyebrow, IMAGE_SIZES, Image, Section } from '../ui';
import { CaseStudyCards } from './CaseStudyCards';
import { CtaBand } from './CtaBand';
import { PageHero } from './PageHero';
import { SectionHeader } from './SectionHeader';

/** Real estate marketing has no service line of its own; it borrows the matching case study's visual. */
const REAL_ESTATE_IMAGE = '/media/case-studies/c07.webp';

function related(page: ServicePage) {
  if (page.serviceId === 'real-estate') return caseStudyCards.filter((study) => study.industry === 'Realestate' || study.services.includes('advertising')).slice(0, 3);
  return caseStudyCards.filter((study) => study.services.includes(page.serviceId as never)).slice(0, 3);
}

/** A service page: hero, long copy, deliverables, process, related results, FAQs and the call to action. */
export function ServicePageView({ page, pageKey }: { page: ServicePage; pageKey?: SeoPageKey }) {
  const image = services.find((service) => service.id === page.serviceId)?.image ?? REAL_ESTATE_IMAGE;
  const studies = related(page);
  return (
    <>
      {/* A page without a seo_pages record (real estate) is named like the service pages: by its service. */}
      <PageMeta pageKey={pageKey} overrides={pageKey ? undefined : { title: page.eyebrow, description: page.intro, keywords: keywordsOf(page.eyebrow, page.deliverables) }} />
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        intro={page.intro}
        actions={
          <>
            <ButtonLink to="/calendar" size="lg" iconAfter={<ArrowRightIcon className="size-4" />}>
              Book a free consultation
            </ButtonLink>
            <ButtonLink to="/work" size="lg" variant="outline">
              See our work
            </ButtonLink>
          </>
        }
        aside={<Image src={image} alt="" width={1200} height={900} sizes={IMAGE_SIZES.halfFromLarge} priority hero frameClassName="aspect-[4/3] rounded-card shadow-pop" />}
      />

      <Section tone="surface" aria-label="How we work">
        <Container className="grid gap-14 lg:grid-cols-3">
          {page.sections.map((section) => (
            <div key={section.heading}>
              <h2 className="font-display text-display-md font-semibold">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-muted">
                  {paragraph}
                </p>
              ))}
              {section.bullets && (
                <ul className="mt-4 list-disc space-y-2 pl-5 text-muted">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </Container>
      </Section>

      <Section aria-labelledby="deliverables-title">
        <Container className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <SectionHeader id="deliverables-title" eyebrow="Deliverables" title="What we deliver" />
          <ul className="grid gap-3 sm:grid-cols-2">
            {page.deliverables.map((item) => (
              <li key={item} className="flex items-start gap-3 rounded-card border border-line bg-surface p-5 font-medium">
                <ArrowRightIcon className="mt-0.5 size-4 shrink-0 text-accent" />
                {item}
              </li>
            ))}
          </ul>
        </Container>
      </Section>

      <Section tone="inverse" aria-labelledby="process-title">
        <Container>
          <Eyebrow className="text-muted">Process</Eyebrow>
          <h2 id="process-title" className="max-w-3xl font-display text-display-lg font-semibold text-inverse-ink">
            How a project runs
          </h2>
          <ol className="mt-14 grid gap-px overflow-hidden rounded-card border border-line bg-line md:grid-cols-2 lg:grid-cols-4">
            {page.process.map((step) => (
              <li key={step.number} className="bg-inverse p-7">
                <span className="font-display text-4xl font-bold text-inverse-signal">{step.number}</span>
                <h3 className="mt-8 font-display text-xl font-semibold text-inverse-ink">{step.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </Container>
      </Section>

      {studies.length > 0 && (
        <Section aria-labelledby="results-title">
          <Container>
            <SectionHeader id="results-title" eyebrow="Results" title="Recent outcomes for our clients" />
            <CaseStudyCards studies={studies} />
          </Container>
        </Section>
      )}

      <Section tone="surface" aria-labelledby="faq-title">
        <Container className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <SectionHeader id="faq-title" eyebrow="FAQ" title="Questions clients ask" />
          <Accordion items={page.faqs.map((faq, index) => ({ id: `faq-${index}`, title: faq.question, content: <p className="text-muted">{faq.answer}</p> }))} />
        </Container>
      </Section>

      <CtaBand
        title="Let’s plan your next move"
        text="Book a free 30-minute call with a senior strategist. You will leave with clear next steps, whether or not we work together."
        primary={{ label: 'Book a free call', to: '/calendar' }}
        secondary={{ label: 'Explore all solutions', to: '/solutions' }}
      />
    </>
  );
}
