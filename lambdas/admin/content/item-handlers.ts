import { z } from 'zod';
import { staffWith } from '../../lib/auth';
import { httpHandler } from '../../lib/http';
import type { AnyCollection } from './collections';
import { redirectItemKey } from '../../../shared/content/redirects';
import { revisionParamsSchema } from '../../../shared/content/revisions';
import { redirectStore, revisionStore } from '../../content/deps';
import { deleteItem, notFound, restoreRevision, saveItem } from './item-changes';

/*
 * The five staff routes every content collection has. Reading is open to every staff role; writing needs
 * `content:write` (editor, admin), checked before the body is read. Every write is validated whole before
 * anything is stored, and stored in one transaction with its audit entry (item-changes.ts).
 */

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

/** GET /api/admin/{plural} — every row, drafts included. */
export function listItemsHandler(items: AnyCollection) {
  return httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
    const rows = await items.list();
    return { body: { [items.plural]: rows.map((row) => items.present(row)) } };
  });
}

/** GET /api/admin/{plural}/{id} — one row, a draft too; 404 for an unknown id. */
export function getItemHandler(items: AnyCollection) {
  return httpHandler({ authorize: staffWith('dashboard:read'), params: idParams }, async ({ params }) => {
    const row = await items.get(params.id);
    if (!row) throw notFound(items, params.id);
    return { body: { [items.kind]: items.present(row) } };
  });
}

/** POST /api/admin/{plural} — 201 with the stored row. */
export function createItemHandler(items: AnyCollection) {
  return httpHandler({ authorize: staffWith('content:write'), body: items.body, maxBodyBytes: items.maxBodyBytes }, async ({ caller, body }) => {
    const row = await saveItem(items, caller, body);
    return { status: 201, body: { [items.kind]: items.present(row) } };
  });
}

/** PUT /api/admin/{plural}/{id} — the whole row; 404 for an unknown id. */
export function updateItemHandler(items: AnyCollection) {
  return httpHandler(
    { authorize: staffWith('content:write'), body: items.body, params: idParams, maxBodyBytes: items.maxBodyBytes },
    async ({ caller, body, params }) => {
      const row = await saveItem(items, caller, body, params.id);
      return { body: { [items.kind]: items.present(row) } };
    },
  );
}

/** DELETE /api/admin/{plural}/{id} — 204; 404 for an unknown id. */
export function deleteItemHandler(items: AnyCollection) {
  return httpHandler({ authorize: staffWith('content:write'), params: idParams }, async ({ caller, params }) => {
    await deleteItem(items, caller, params.id);
    return { status: 204 };
  });
}

/** GET /api/admin/{plural}/{id}/revisions — every save of the row, newest first; 404 for an unknown id. */
export function listRevisionsHandler(items: AnyCollection) {
  return httpHandler({ authorize: staffWith('dashboard:read'), params: idParams }, async ({ params }) => {
    if (!(await items.get(params.id))) throw notFound(items, params.id);
    return { body: { revisions: await revisionStore().list(items.kind, params.id) } };
  });
}

/** POST /api/admin/{plural}/{id}/revisions/{revision}/restore — a new save with that revision's fields. */
export function restoreRevisionHandler(items: AnyCollection) {
  return httpHandler({ authorize: staffWith('content:write'), params: revisionParamsSchema }, async ({ caller, params }) => {
    const row = await restoreRevision(items, caller, params.id, params.revision);
    return { body: { [items.kind]: items.present(row) } };
  });
}

/** GET /api/admin/{plural}/{id}/redirects — the item's old page addresses and where they lead, oldest first. */
export function listRedirectsHandler(items: AnyCollection) {
  return httpHandler({ authorize: staffWith('dashboard:read'), params: idParams }, async ({ params }) => {
    if (!items.slugs || !(await items.get(params.id))) throw notFound(items, params.id);
    const redirects = await redirectStore().ofItem(redirectItemKey(items.slugs.kind, params.id));
    return { body: { redirects: redirects.map(({ from_path, to_path, created_at }) => ({ from_path, to_path, created_at })) } };
  });
}
