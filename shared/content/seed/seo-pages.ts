import { brand } from '../../site/brand';
import { seoDefaults, seoPagePath } from '../../site/seo';
import { seoFallbacks, type SeoPageKey } from '../../site/seo-fallbacks';
import type { SeoPage } from '../schemas';

/** The social card image produced for the site (1200×630). */
export const defaultOgImage = '/media/og/default.png';

/** One seo_pages record for every page key, built from the built-in fallbacks and the defaults. */
export const seedSeoPages: readonly SeoPage[] = (Object.keys(seoFallbacks) as SeoPageKey[]).map((key) => {
  const fallback = seoFallbacks[key];
  return {
    page_key: key,
    title: fallback.title,
    description: fallback.description,
    keywords: fallback.keywords,
    og_image: defaultOgImage,
    og_title: fallback.title,
    og_description: fallback.description,
    og_type: seoDefaults.ogType,
    og_url: seoPagePath(key),
    twitter_card: seoDefaults.twitterCard,
    twitter_title: fallback.title,
    twitter_description: fallback.description,
    twitter_image: defaultOgImage,
    canonical_url: seoPagePath(key),
    robots_directives: seoDefaults.robots,
    meta_author: brand.name,
    meta_viewport: seoDefaults.viewport,
  };
});
