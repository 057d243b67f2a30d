import { isStaleSave, storedVersion } from '../../../shared/content/revisions';
import { seoPageInputSchema, seoPageKeyParamsSchema } from '../../../shared/content/studio-schemas';
import type { SeoPage } from '../../../shared/content/schemas';
import { withSocialCopiesFollowing, type SeoPageKey } from '../../../shared/site/seo';
import { staffWith, type Caller } from '../../lib/auth';
import { dynamo } from '../../lib/aws';
import { httpHandler } from '../../lib/http';
import { RETRY, transact, withTransactionRetries } from '../../lib/transaction';
import { revisionStore } from '../../content/deps';
import { audit } from '../../audit/deps';
import { saveDetails, savedByOf, staleSave } from './item-changes';
import { seoPages } from '../../seo/deps';
import { withFallback } from './seo-pages';

/** Attempts before the editor is told to retry: only a concurrent write of the same record fails one. */
const SAVE_ATTEMPTS = 5;

/**
 * Saves a page's whole record at the version it was read at (`body.version`): the record at its next version, its
 * revision and its audit entry are one transaction, which commits only while the stored record is still at the
 * version read. A save from an older copy is refused (409), never applied over a newer one.
 */
export async function saveSeoPage(caller: Caller, pageKey: SeoPageKey, body: ReturnType<typeof seoPageInputSchema.parse>, action = 'updated'): Promise<SeoPage> {
  const store = seoPages();
  const { version: sentVersion, ...fields } = body;
  return withTransactionRetries({ attempts: SAVE_ATTEMPTS }, async () => {
    const before = await store.get(pageKey);
    if (before && isStaleSave(sentVersion, before)) throw await staleSave({ kind: 'seo_page' }, { ...before, id: pageKey });
    if (!before && sentVersion !== undefined && sentVersion > 0) throw await staleSave({ kind: 'seo_page' }, { id: pageKey, version: 0 });
    const now = new Date().toISOString();
    const next = { page_key: pageKey, ...withSocialCopiesFollowing(before, fields), version: storedVersion(before) + 1 };
    const outcome = await transact(dynamo(), [
      store.putWrite(next, storedVersion(before)),
      revisionStore().saveWrite('seo_page', pageKey, next, savedByOf(caller), now),
      audit().entryWrite(caller, `seo_page.${action}`, `seo_pages/${pageKey}`, saveDetails(pageKey, before ?? {}, next)),
    ]);
    return outcome.committed ? next : RETRY;
  });
}

/**
 * PUT /api/admin/seo-pages/{page_key} — the page's whole record, at the `version` the editor read. An empty field
 * falls back to the page's built-in value, so clearing a field restores the default. A social title or description
 * that only copied the page's previous one follows the new one (`withSocialCopiesFollowing`).
 */
export const handler = httpHandler(
  { authorize: staffWith('content:write'), params: seoPageKeyParamsSchema, body: seoPageInputSchema },
  async ({ caller, params, body }) => {
    const pageKey = params.page_key as SeoPageKey;
    return { body: { page: withFallback(pageKey, await saveSeoPage(caller, pageKey, body)) } };
  },
);
