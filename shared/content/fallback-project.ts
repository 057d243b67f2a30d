import { matchRank } from './project-match';
import type { Project } from './schemas';

/** The built-in project shown when the database has no match (content-pages.md §3, 'Static fallback project'). */
export interface FallbackProject {
  key: string;
  title: string;
  subtitle: string;
  client: string;
  category: string;
  timeline: string;
  teamSize: string;
  technologies: readonly string[];
  heroImage: string;
  results: readonly { value: string; label: string }[];
  highlights: readonly string[];
  liveUrl: string;
}

export const glowRecipe: FallbackProject = {
  key: 'glow-recipe',
  title: 'Glow Recipe',
  subtitle: 'A fruit-powered skincare brand rebuilt for mobile-first shoppers',
  client: 'Glow Recipe',
  category: 'E-commerce',
  timeline: '16 weeks',
  teamSize: '8 specialists',
  technologies: ['Headless Shopify', 'React', 'TypeScript', 'Contentful', 'Klaviyo'],
  heroImage: '/media/projects/p01.webp',
  results: [
    { value: '62%', label: 'Mobile conversion growth' },
    { value: '1.8s', label: 'Average page load' },
    { value: '35%', label: 'Higher average order value' },
    { value: '4.9', label: 'Customer review score' },
  ],
  highlights: [
    'Routine builder that recommends a regimen in four questions',
    'Ingredient glossary linked from every product page',
    'Bundles and refills surfaced at the moment of reorder',
    'Accessible, colour-rich design system shared by web and e-mail',
  ],
  liveUrl: 'https://glowrecipe.example',
};

export const fallbackProjects: readonly FallbackProject[] = [glowRecipe];

/** Maps a fallback project into the Project shape the pages render. */
export function fallbackAsProject(fallback: FallbackProject): Project {
  const [a1, a2, a3, a4] = fallback.results;
  return {
    id: `fallback-${fallback.key}`,
    title: fallback.title,
    slug: fallback.key,
    category: fallback.category,
    description: fallback.subtitle,
    image_url: fallback.heroImage,
    services: fallback.technologies.join(', '),
    client: fallback.client,
    country: 'USA',
    visit_site_url: fallback.liveUrl,
    industry: 'Health & Beauty, E-commerce',
    scope: 'Development',
    featured: false,
    project_type: 'default',
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    results: fallback.results.slice(0, 3).map((result) => `${result.value} ${result.label}`),
    about_scope_enabled: true,
    about_scope_text: fallback.subtitle,
    scope_of_work_text: `Timeline: ${fallback.timeline}. Team: ${fallback.teamSize}. Technologies: ${fallback.technologies.join(', ')}.`,
    section_1_title: 'Highlights',
    section_1_description: fallback.highlights.join(' · '),
    achievements_section_enabled: true,
    achievement_1_number: a1?.value,
    achievement_1_label: a1?.label,
    achievement_2_number: a2?.value,
    achievement_2_label: a2?.label,
    achievement_3_number: a3?.value,
    achievement_3_label: a3?.label,
    achievement_4_number: a4?.value,
    achievement_4_label: a4?.label,
  };
}

/** The fallback for a slug: by key, by title slug or by title, case-insensitively. */
export function findFallbackProject(slug: string): Project | undefined {
  const found = fallbackProjects.find((fallback) => matchRank({ slug: fallback.key, title: fallback.title }, slug) !== undefined);
  return found && fallbackAsProject(found);
}
