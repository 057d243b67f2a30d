import { changedFields, seoPageInputSchema, seoPageKeyParamsSchema } from '../../../shared/content/studio-schemas';
import type { SeoPageKey } from '../../../shared/site/seo';
import { staffWith } from '../../lib/auth';
import { httpHandler } from '../../lib/http';
import { audit } from '../deps';
import { seoPages, withFallback } from './seo-pages';

/**
 * PUT /api/admin/seo-pages/{page_key} — the page's whole record. An empty field falls back to the page's built-in
 * value, so clearing a field restores the default.
 */
export const handler = httpHandler(
  { authorize: staffWith('content:write'), params: seoPageKeyParamsSchema, body: seoPageInputSchema },
  async ({ caller, params, body }) => {
    const pageKey = params.page_key as SeoPageKey;
    const store = seoPages();
    const before = await store.get(pageKey);
    const record = { page_key: pageKey, ...body };
    await store.put(record);
    await audit().record(caller, 'seo_page.updated', `seo_pages/${pageKey}`, { name: pageKey, changed: changedFields(before, record) });
    return { body: { page: withFallback(pageKey, record) } };
  },
);
