import { services } from '../../../../shared/content/services';
import { PageMeta } from '../../seo/PageMeta';
import { CtaBand } from '../../sections/CtaBand';
import { PageHero } from '../../sections/PageHero';
import { solutionsCopy } from './content';
import { ServiceBlock } from './ServiceBlock';

/** Solutions: the four service blocks with ids development, design, marketing, advertising. */
export default function SolutionsPage() {
  return (
    <>
      <PageMeta pageKey="solutions" />
      <PageHero eyebrow={solutionsCopy.eyebrow} title={solutionsCopy.title} intro={solutionsCopy.intro}>
        <nav aria-label="Service lines" className="mt-10 flex flex-wrap gap-2">
          {services.map((service) => (
            <a key={service.id} href={`#${service.id}`} className="rounded-pill border border-line bg-surface px-4 py-2 text-sm font-semibold transition-colors hover:border-ink">
              {service.title}
            </a>
          ))}
        </nav>
      </PageHero>
      {services.map((service, index) => (
        <ServiceBlock key={service.id} service={service} index={index} />
      ))}
      <CtaBand title={solutionsCopy.cta.title} text={solutionsCopy.cta.text} primary={solutionsCopy.cta.primary} secondary={solutionsCopy.cta.secondary} />
    </>
  );
}
