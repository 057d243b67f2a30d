import { z } from 'zod';
import { changedFields } from '../../../shared/content/studio-schemas';
import { AppError } from '../../../shared/errors';
import { staffWith, type Caller } from '../../lib/auth';
import { httpHandler } from '../../lib/http';
import { audit } from '../deps';
import { newId, type StudioCollection } from './collections';

/*
 * The four staff routes every content collection has. Reading is open to every staff role; writing needs
 * `content:write` (editor, admin), checked before the body is read. Every write is validated whole before
 * anything is stored, and recorded in the audit log with the fields it changed.
 */

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

// Handlers are generic over the collection's row and input; the wrapper only needs to know they exist.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCollection = StudioCollection<any, any>;

/** GET /api/admin/{plural} — every row, drafts included. */
export function listItemsHandler(items: AnyCollection) {
  return httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
    const rows = await items.list();
    return { body: { [items.plural]: rows.map((row) => items.present(row)) } };
  });
}

/** POST /api/admin/{plural} — 201 with the stored row. */
export function createItemHandler(items: AnyCollection) {
  return httpHandler({ authorize: staffWith('content:write'), body: items.body, maxBodyBytes: items.maxBodyBytes }, async ({ caller, body }) => {
    const row = await save(items, caller, body, undefined);
    return { status: 201, body: { [items.kind]: items.present(row) } };
  });
}

/** PUT /api/admin/{plural}/{id} — the whole row; 404 for an unknown id. */
export function updateItemHandler(items: AnyCollection) {
  return httpHandler(
    { authorize: staffWith('content:write'), body: items.body, params: idParams, maxBodyBytes: items.maxBodyBytes },
    async ({ caller, body, params }) => {
      const existing = await items.get(params.id);
      if (!existing) throw new AppError('NOT_FOUND', { message: `No ${items.kind} with id "${params.id}".` });
      const row = await save(items, caller, body, existing);
      return { body: { [items.kind]: items.present(row) } };
    },
  );
}

/** DELETE /api/admin/{plural}/{id} — 204; 404 for an unknown id. */
export function deleteItemHandler(items: AnyCollection) {
  return httpHandler({ authorize: staffWith('content:write'), params: idParams }, async ({ caller, params }) => {
    const existing = await items.get(params.id);
    if (!existing) throw new AppError('NOT_FOUND', { message: `No ${items.kind} with id "${params.id}".` });
    await items.delete(params.id);
    await audit().record(caller, `${items.kind}.deleted`, `${items.table}/${params.id}`, { name: items.label(existing) });
    return { status: 204 };
  });
}

async function save(items: AnyCollection, caller: Caller, fields: unknown, existing: { id: string } | undefined): Promise<{ id: string }> {
  const id = existing?.id ?? newId();
  const others = existing || items.kind !== 'video' ? [] : await items.list();
  const row = items.build(fields, existing, { id, now: new Date().toISOString(), others });
  if (items.slugHolders) {
    const holders = (await items.slugHolders(row.slug)).filter((holder) => holder !== id);
    if (holders.length > 0) {
      throw new AppError('CONFLICT', { message: `The slug "${row.slug}" is already in use.`, fields: { slug: 'This slug is already in use. Choose another.' } });
    }
  }
  await items.put(row);
  const changed = changedFields(existing, row).filter((name) => name !== 'updated_at');
  await audit().record(caller, `${items.kind}.${existing ? 'updated' : 'created'}`, `${items.table}/${id}`, { name: items.label(row), changed });
  return row;
}
