import { changedFields, seoPageInputSchema, seoPageKeyParamsSchema } from '../../../shared/content/studio-schemas';
import type { SeoPageKey } from '../../../shared/site/seo';
import { staffWith } from '../../lib/auth';
import { dynamo } from '../../lib/aws';
import { httpHandler } from '../../lib/http';
import { RETRY, transact, withTransactionRetries } from '../../lib/transaction';
import { audit } from '../deps';
import { seoPages, withFallback } from './seo-pages';

/** Attempts before the editor is told to retry: only a concurrent write of the same record fails one. */
const SAVE_ATTEMPTS = 5;

/**
 * PUT /api/admin/seo-pages/{page_key} — the page's whole record. An empty field falls back to the page's built-in
 * value, so clearing a field restores the default. The record and its audit entry are one transaction.
 */
export const handler = httpHandler(
  { authorize: staffWith('content:write'), params: seoPageKeyParamsSchema, body: seoPageInputSchema },
  async ({ caller, params, body }) => {
    const pageKey = params.page_key as SeoPageKey;
    const store = seoPages();
    const record = { page_key: pageKey, ...body };
    await withTransactionRetries({ attempts: SAVE_ATTEMPTS }, async () => {
      const before = await store.get(pageKey);
      const outcome = await transact(dynamo(), [
        store.putWrite(record),
        audit().entryWrite(caller, 'seo_page.updated', `seo_pages/${pageKey}`, { name: pageKey, changed: changedFields(before, record) }),
      ]);
      return outcome.committed ? true : RETRY;
    });
    return { body: { page: withFallback(pageKey, record) } };
  },
);
