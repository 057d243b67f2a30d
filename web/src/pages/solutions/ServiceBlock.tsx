import type { Service } from '../../../../shared/content/types';
import { ArrowRightIcon, ButtonLink, Container, IMAGE_SIZES, Image, Section, VisuallyHidden } from '../../ui';
import { cx } from '../../lib/cx';

/** One service line: number, title, headline, description, four features, See More and the image. */
export function ServiceBlock({ service, index }: { service: Service; index: number }) {
  const flipped = index % 2 === 1;
  return (
    <Section id={service.id} tone={flipped ? 'surface' : 'canvas'} aria-labelledby={`${service.id}-title`}>
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className={cx(flipped && 'lg:order-2')}>
          <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.14em] text-accent uppercase">
            <span className="font-display text-base">{String(index + 1).padStart(2, '0')}</span>
            <span aria-hidden="true" className="h-px w-8 bg-accent" />
            {service.title}
          </p>
          <h2 id={`${service.id}-title`} className="mt-6 font-display text-display-lg font-semibold">
            {service.headline}
          </h2>
          <p className="mt-6 text-lead text-muted">{service.description}</p>
          <ul className="mt-8 divide-y divide-line border-y border-line">
            {service.features.map((feature) => (
              <li key={feature} className="flex items-center gap-4 py-3.5 font-medium">
                <ArrowRightIcon className="size-4 shrink-0 text-accent" />
                {feature}
              </li>
            ))}
          </ul>
          <ButtonLink to={service.route} size="lg" className="mt-10" aria-label={`See More: ${service.title}`} iconAfter={<ArrowRightIcon className="size-4" />}>
            {service.cta}
            <VisuallyHidden>: {service.title}</VisuallyHidden>
          </ButtonLink>
        </div>
        <Image src={service.image} alt={service.title} width={1200} height={900} sizes={IMAGE_SIZES.halfFromLarge} priority={index === 0} frameClassName="aspect-[4/3] rounded-card shadow-pop" />
      </Container>
    </Section>
  );
}
