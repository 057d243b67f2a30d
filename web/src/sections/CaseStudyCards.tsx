import { Link } from 'react-router-dom';
import type { CaseStudyCard } from '../../../shared/content/types';
import { IMAGE_SIZES, Image } from '../ui';

/** A grid of case-study cards led by their main metric. */
export function CaseStudyCards({ studies }: { studies: readonly CaseStudyCard[] }) {
  return (
    <ul className="mt-12 grid gap-5 md:grid-cols-3">
      {studies.map((study) => (
        <li key={study.slug}>
          <Link to={`/case-studies/${study.slug}`} className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-shadow duration-300 hover:shadow-pop">
            <Image src={study.image} alt="" width={704} height={440} sizes={IMAGE_SIZES.thirdFromMedium} frameClassName="aspect-[8/5]" className="transition-transform duration-700 ease-out-expo group-hover:scale-105" />
            <span className="flex flex-1 flex-col p-6">
              <span className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{study.company}</span>
              <span className="mt-4 font-display text-5xl leading-none font-bold tracking-tight text-accent">{study.mainMetric}</span>
              <span className="mt-2 font-semibold">{study.mainMetricLabel}</span>
              <span className="mt-4 text-sm text-muted">{study.title}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
