import { Link } from 'react-router-dom';
import { caseStudyCards } from '../../../../shared/content/case-studies';
import { ArrowRightIcon, ArrowUpRightIcon, ButtonLink, Container, Eyebrow, Heading, Image, Section } from '../../ui';
import { homeSections } from '../../pages/home/content';

/** 'Achieving Real Results': the eight case studies as a swipeable strip of metric cards. */
export function CaseStudyStrip() {
  const copy = homeSections.caseStudies;
  return (
    <Section tone="surface" aria-labelledby="case-studies-title">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <Eyebrow>{copy.eyebrow}</Eyebrow>
            <Heading id="case-studies-title">{copy.title}</Heading>
          </div>
          <ButtonLink to={copy.link.to} variant="outline" iconAfter={<ArrowRightIcon className="size-4" />}>
            {copy.link.label}
          </ButtonLink>
        </div>
        <ul className="-mx-2 mt-12 flex snap-x snap-mandatory gap-5 overflow-x-auto px-2 pb-4" aria-label="Case studies">
          {caseStudyCards.map((study) => (
            <li key={study.slug} className="w-[85%] shrink-0 snap-start sm:w-[22rem]">
              <Link to={`/case-studies/${study.slug}`} className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-shadow duration-300 hover:shadow-pop">
                <Image src={study.image} alt="" width={704} height={440} sizes="(min-width: 40rem) 22rem, 85vw" frameClassName="aspect-[8/5]" className="transition-transform duration-700 ease-out-expo group-hover:scale-105" />
                <span className="flex flex-1 flex-col p-6">
                  <span className="flex items-center justify-between text-xs font-semibold tracking-[0.14em] text-muted uppercase">
                    {study.company}
                    <ArrowUpRightIcon className="size-4 transition-transform duration-300 group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
                  </span>
                  <span className="mt-5 font-display text-6xl leading-none font-bold tracking-tight text-accent">{study.mainMetric}</span>
                  <span className="mt-2 font-semibold">{study.mainMetricLabel}</span>
                  <span className="mt-4 mb-6 text-sm text-muted">{study.title}</span>
                  <span className="mt-auto flex items-baseline gap-2 border-t border-line pt-4 text-sm">
                    <span className="font-display text-lg font-bold">{study.secondaryMetric}</span>
                    <span className="text-muted">{study.secondaryMetricLabel}</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
