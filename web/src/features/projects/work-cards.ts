import { defaultIndustry, defaultIndustryFilter, industryLabel, type IndustryFilter } from '../../../../shared/content/industries';
import { projectIndustries, projectSlug } from '../../../../shared/content/project-match';
import type { Project } from '../../../../shared/content/types';
import { titleKey, uniqueByTitle } from './portfolio-rows';

/*
 * The Work grid's pure rules: the industry filter, the chips and results of a card,
 * and the card's address.
 */

export const DEFAULT_RESULTS = ['Successful delivery', 'Client satisfaction', 'Quality results'] as const;
export const SKELETON_CARDS = 6;

type CardFields = Pick<Project, 'industry' | 'scope' | 'services'>;

/** A project's industries; an empty list counts as the default industry ('Businesses'). */
export function industriesOf(project: Pick<Project, 'industry'>): string[] {
  const industries = projectIndustries(project);
  return industries.length ? industries : [defaultIndustry];
}

/** Projects whose industry list contains the chosen value; 'All Industries' keeps every project. */
export function filterByIndustry<T extends Pick<Project, 'industry'>>(projects: readonly T[], filter: IndustryFilter | string): T[] {
  if (filter === defaultIndustryFilter) return [...projects];
  return projects.filter((project) => industriesOf(project).includes(filter));
}

/** The card's chips: the services split on commas and trimmed; without services, the industries (as labelled) and the scope. */
export function cardChips(project: CardFields): string[] {
  const services = project.services
    .split(',')
    .map((service) => service.trim())
    .filter(Boolean);
  if (services.length) return services;
  return [...industriesOf(project).map(industryLabel), project.scope.trim() || 'Development'];
}

/** Up to three 'number label' strings; the three defaults when the project has none. */
export function cardResults(project: Pick<Project, 'results'>): string[] {
  const results = (project.results ?? []).map((result) => result.trim()).filter(Boolean).slice(0, 3);
  return results.length ? results : [...DEFAULT_RESULTS];
}

/** Splits '8.4x ROAS' into its figure and label; a result without a leading figure is all label. */
export function splitResult(result: string): { figure?: string; label: string } {
  const [first, ...rest] = result.trim().split(/\s+/);
  if (first && /\d/.test(first) && rest.length) return { figure: first, label: rest.join(' ') };
  return { label: result.trim() };
}

/** Where a card leads: /projects/{slug, or the title lower-cased with spaces as hyphens}. */
export function projectPath(project: Pick<Project, 'slug' | 'title'>): string {
  return `/projects/${projectSlug(project)}`;
}

/**
 * The project a project page leads on to: the one after it in the Work grid's order (one card per title), the first
 * after the last. A project not in the list (a built-in one) leads to the first; a list of one leads nowhere.
 */
export function nextProject(projects: readonly Project[], current: Pick<Project, 'title'>): Project | null {
  const cards = uniqueByTitle(projects);
  const here = cards.findIndex((project) => titleKey(project.title) === titleKey(current.title));
  const next = here === -1 ? cards[0] : cards[(here + 1) % cards.length];
  return next && titleKey(next.title) !== titleKey(current.title) ? next : null;
}
