import { caseStudyCards } from '../../../../shared/content/case-studies';
import type { PagePrerender } from '../../app/page-data';

/** The eight static case studies are known at build time. */
export const prerender: PagePrerender = {
  pattern: '/case-studies/:slug',
  paths: () => caseStudyCards.map((study) => `/case-studies/${study.slug}`),
};
