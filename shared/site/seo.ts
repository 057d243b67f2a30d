import { brand } from './brand';
import type { SeoPageKey } from './seo-fallbacks';

export type { SeoPageKey };

/**
 * Page metadata: the seo_pages records, the built-in records they override (seo-fallbacks.ts, kept apart so that
 * the browser's start-up code does not carry every page's texts), and the defaults.
 * A page's head comes from its `seo_pages` record (GET /api/seo-pages/{key}) or, when that is absent or fails,
 * from its built-in fallback record, completed with the defaults.
 */

/** The API's record, as stored in `seo_pages` (every field but page_key may be empty). */
export type SeoPageRecord = {
  page_key: string;
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  og_image?: string | null;
  og_title?: string | null;
  og_description?: string | null;
  og_type?: string | null;
  og_url?: string | null;
  twitter_card?: string | null;
  twitter_title?: string | null;
  twitter_description?: string | null;
  twitter_image?: string | null;
  canonical_url?: string | null;
  robots_directives?: string | null;
  meta_author?: string | null;
  meta_viewport?: string | null;
};

/** The built-in record each page falls back to. */
export type SeoFallback = { title: string; description: string; keywords: string; ogImage: string };

export const seoDefaults = {
  robots: 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1',
  noindexRobots: 'noindex, nofollow',
  twitterCard: 'summary_large_image',
  ogType: 'website',
  viewport: 'width=device-width, initial-scale=1',
  author: brand.name,
  ogImage: '/media/og/default.png',
  /** The keywords of a page that has none of its own (the not-found page, notices): what the whole site is about. */
  keywords: 'digital agency, software development, AI development, branding, design, marketing, advertising, media production',
} as const;

/** What ends every page title but the home page's. */
export const titleSuffix = ` | ${brand.name}`;

/** A page's own title, ending in the site's name like every built-in title (one that names the site already is kept). */
const withSiteName = (title: string) => (title.includes(brand.name) ? title : `${title}${titleSuffix}`);


/** The calendar page's title and description in calendar mode (the calendar site). */
export const calendarModeSeo = {
  title: `Book Your Consultation | ${brand.calendarName}`,
  description: 'Schedule a free 30-minute consultation with our team. Pick a date and time that works for you.',
} as const;

/** The path of a page key's page: the home page is `/`, every other page lives at `/{key}`. */
export const seoPagePath = (key: string) => (key === 'home' ? '/' : `/${key}`);

/** Everything the head needs, fully resolved (absolute URLs). */
export type ResolvedSeo = {
  title: string;
  description: string;
  keywords: string;
  robots: string;
  author: string;
  viewport: string;
  canonical: string;
  og: { title: string; description: string; type: string; url: string; image: string; siteName: string };
  twitter: { card: string; title: string; description: string; image: string };
};

/**
 * Per-page values a page can pass itself (projects, articles) instead of a seo_pages key. `title` is the page's own
 * name: the site's name is appended to it.
 */
export type SeoOverrides = Partial<SeoFallback> & { noindex?: boolean; ogType?: string };

function absolute(origin: string, url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  return `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
}

const pick = (...values: Array<string | null | undefined>) => values.find((value) => value != null && value.trim() !== '') ?? '';

/**
 * Merges, in order of precedence: the API record, the page's overrides, the built-in fallback, the defaults, so every
 * field has a value. `path` is the page's own path, used for the canonical and og:url when the record has none.
 */
export function resolveSeo(input: {
  origin: string;
  path: string;
  record?: SeoPageRecord | null;
  fallback?: Partial<SeoFallback>;
  overrides?: SeoOverrides;
}): ResolvedSeo {
  const { origin, path, record, fallback = {}, overrides = {} } = input;
  const ownTitle = overrides.title?.trim();
  const title = pick(record?.title, ownTitle && withSiteName(ownTitle), fallback.title, brand.name);
  const description = pick(record?.description, overrides.description, fallback.description, brand.slogan);
  const image = absolute(origin, pick(record?.og_image, overrides.ogImage, fallback.ogImage, seoDefaults.ogImage));
  const canonical = absolute(origin, pick(record?.canonical_url, path));
  const robots = overrides.noindex ? seoDefaults.noindexRobots : pick(record?.robots_directives, seoDefaults.robots);
  return {
    title,
    description,
    keywords: pick(record?.keywords, overrides.keywords, fallback.keywords, seoDefaults.keywords),
    robots,
    author: pick(record?.meta_author, seoDefaults.author),
    viewport: pick(record?.meta_viewport, seoDefaults.viewport),
    canonical,
    og: {
      title: pick(record?.og_title, title),
      description: pick(record?.og_description, description),
      type: pick(record?.og_type, overrides.ogType, seoDefaults.ogType),
      url: absolute(origin, pick(record?.og_url, canonical)),
      image,
      siteName: brand.name,
    },
    twitter: {
      card: pick(record?.twitter_card, seoDefaults.twitterCard),
      title: pick(record?.twitter_title, record?.og_title, title),
      description: pick(record?.twitter_description, record?.og_description, description),
      image: absolute(origin, pick(record?.twitter_image, record?.og_image, overrides.ogImage, fallback.ogImage, seoDefaults.ogImage)),
    },
  };
}

/** The social fields that repeat a page's own text, by the field they repeat (the Twitter ones also follow Open Graph). */
const socialCopies = { title: ['og_title', 'twitter_title'], description: ['og_description', 'twitter_description'] } as const;

type SeoTexts = Partial<Record<'title' | 'description' | 'og_title' | 'twitter_title' | 'og_description' | 'twitter_description', string | null>>;

/**
 * A change of the page's title (or description) carries over to its social card unless the card's text was set
 * separately: a social field that is empty or still holds the previous title is a copy, not a choice, so it is emptied
 * and the page's head derives it from the new title (see `resolveSeo`). A social text that differs from the previous
 * title is the editor's own and is kept. Used by the studio's form as the editor types and by the save itself, so a
 * record edited elsewhere follows the same rule.
 */
export function withSocialCopiesFollowing<T extends SeoTexts>(before: SeoTexts | undefined, next: T): T {
  if (!before) return next;
  const result: SeoTexts = { ...next };
  for (const source of ['title', 'description'] as const) {
    const previous = before[source]?.trim() ?? '';
    if ((next[source]?.trim() ?? '') === previous) continue;
    for (const copy of socialCopies[source]) {
      const value = next[copy]?.trim() ?? '';
      if (value === '' || value === previous) result[copy] = '';
    }
  }
  return result as T;
}
