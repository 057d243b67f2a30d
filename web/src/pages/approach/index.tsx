import { approachCta, corePrinciples, reasonsItWorks } from '../../../../shared/content/approach';
import { PageMeta } from '../../seo/PageMeta';
import { ArrowRightIcon, ButtonLink } from '../../ui';
import { CtaBand } from '../../sections/CtaBand';
import { PageHero } from '../../sections/PageHero';
import { approachCopy } from './content';
import { ProcessCarousel } from './ProcessCarousel';
import { ValueGrid } from './ValueGrid';

/** Approach: the six-step carousel, reasons it works, four principles, the consultation button. */
export default function ApproachPage() {
  return (
    <>
      <PageMeta pageKey="approach" />
      <PageHero
        eyebrow={approachCopy.hero.eyebrow}
        title={approachCopy.hero.title}
        intro={approachCopy.hero.intro}
        actions={
          <ButtonLink to={approachCta.to} size="lg" iconAfter={<ArrowRightIcon className="size-4" />}>
            {approachCta.label}
          </ButtonLink>
        }
      />
      <ProcessCarousel />
      <ValueGrid id="reasons-title" eyebrow={approachCopy.reasons.eyebrow} title={approachCopy.reasons.title} items={reasonsItWorks} />
      <ValueGrid id="principles-title" eyebrow={approachCopy.principles.eyebrow} title={approachCopy.principles.title} items={corePrinciples} tone="surface" numbered />
      <CtaBand title={approachCopy.cta.title} text={approachCopy.cta.text} primary={approachCta} />
    </>
  );
}
