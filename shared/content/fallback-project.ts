import { matchRank } from './project-match';
import type { Project } from './schemas';

/**
 * A built-in project, shown when the database has no match: glow-recipe always has one; the showcase addresses /work/ave, /work/hobbs and /work/mania get one each
 * too, so that no address the site lists lands on 'Project Not Found' while the database holds no such project.
 */
export interface FallbackProject {
  key: string;
  title: string;
  subtitle: string;
  client: string;
  country: string;
  category: string;
  industry: string;
  scope: string;
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
  country: 'USA',
  category: 'E-commerce',
  industry: 'Health & Beauty, E-commerce',
  scope: 'Development',
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

const ave: FallbackProject = {
  key: 'ave',
  title: 'Ave',
  subtitle: 'An identity and lookbook site for a slow-fashion label made in small batches',
  client: 'Ave Atelier',
  country: 'France',
  category: 'Branding',
  industry: 'Fashion, E-commerce',
  scope: 'Branding & Design',
  timeline: '10 weeks',
  teamSize: '5 specialists',
  technologies: ['Brand strategy', 'Art direction', 'Figma', 'Astro', 'Shopify'],
  heroImage: '/media/projects/p02.webp',
  results: [
    { value: '3x', label: 'Lookbook time on page' },
    { value: '41%', label: 'Returning visitors' },
    { value: '12', label: 'Stockists signed after launch' },
    { value: '1', label: 'Type family, two weights' },
  ],
  highlights: [
    'A wordmark cut from the label of the first garment',
    'Lookbook pages laid out like the printed season book',
    'Fabric and maker notes on every product',
    'Packaging and tags printed on the mill’s offcuts',
  ],
  liveUrl: 'https://ave.example',
};

const hobbs: FallbackProject = {
  key: 'hobbs',
  title: 'Hobbs',
  subtitle: 'Search, e-mail and paid social that grew a family bakery’s delivery round into a regional brand',
  client: 'Hobbs & Daughters Bakery',
  country: 'United Kingdom',
  category: 'Marketing',
  industry: 'Food & Beverage',
  scope: 'Marketing',
  timeline: '6 months',
  teamSize: '4 specialists',
  technologies: ['Google Ads', 'Meta Ads', 'Klaviyo', 'GA4', 'Looker Studio'],
  heroImage: '/media/projects/p04.webp',
  results: [
    { value: '2.7x', label: 'Online orders' },
    { value: '5.1x', label: 'Return on ad spend' },
    { value: '38%', label: 'E-mail revenue share' },
    { value: '9', label: 'New delivery towns' },
  ],
  highlights: [
    'Bake-day e-mails timed to the oven, not the calendar',
    'Local search pages for every town on the round',
    'Weekly reporting the owners read on a phone',
    'Subscriber referrals paid in loaves, not discounts',
  ],
  liveUrl: 'https://hobbs.example',
};

const mania: FallbackProject = {
  key: 'mania',
  title: 'Mania',
  subtitle: 'A campaign film, festival idents and a month of social content for a city music festival',
  client: 'Mania Festival',
  country: 'Netherlands',
  category: 'Advertising & Media',
  industry: 'Entertainment, Events',
  scope: 'Advertising & Media Production',
  timeline: '8 weeks',
  teamSize: '12 crew',
  technologies: ['Campaign film', 'Motion design', 'Sound design', 'Paid social', 'Out-of-home'],
  heroImage: '/media/projects/p11.webp',
  results: [
    { value: '4.2M', label: 'Campaign film views' },
    { value: '96%', label: 'Tickets sold before doors' },
    { value: '27%', label: 'Lower cost per ticket' },
    { value: '60', label: 'Cut-downs from one shoot' },
  ],
  highlights: [
    'One shoot day planned for every format from the start',
    'Idents that loop on stage screens and in stories alike',
    'Line-up drops timed with the city’s billboards',
    'Captions and audio description on every film',
  ],
  liveUrl: 'https://mania.example',
};

export const fallbackProjects: readonly FallbackProject[] = [glowRecipe, ave, hobbs, mania];

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
    country: fallback.country,
    visit_site_url: fallback.liveUrl,
    industry: fallback.industry,
    scope: fallback.scope,
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
