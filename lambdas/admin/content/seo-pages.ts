import { storedVersion } from '../../../shared/content/revisions';
import type { SeoPage } from '../../../shared/content/schemas';
import { seoPageInputSchema, type AdminSeoPage } from '../../../shared/content/studio-schemas';
import { seoFallbacks, type SeoPageKey } from '../../../shared/site/seo-fallbacks';

const emptyRecord = (pageKey: string): SeoPage => ({ page_key: pageKey, ...seoPageInputSchema.parse({}) });

/** A page's record as the studio shows it: the stored fields (empty where unset) beside the built-in fallback. */
export function withFallback(pageKey: SeoPageKey, stored: SeoPage | undefined): AdminSeoPage {
  return { ...emptyRecord(pageKey), ...stored, page_key: pageKey, version: storedVersion(stored), stored: stored !== undefined, fallback: seoFallbacks[pageKey] };
}
