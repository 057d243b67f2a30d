import { seoPageKeys, type AdminSeoPage } from '../../../shared/content/studio-schemas';
import { staffWith } from '../../lib/auth';
import { httpHandler } from '../../lib/http';
import { seoPages } from '../../seo/deps';
import { withFallback } from './seo-pages';

/** GET /api/admin/seo-pages — every page that has metadata, with its stored record (if any) and built-in fallback. */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  const stored = new Map((await seoPages().list()).map((page) => [page.page_key, page]));
  const pages: AdminSeoPage[] = seoPageKeys.map((key) => withFallback(key, stored.get(key)));
  return { body: { pages } };
});
