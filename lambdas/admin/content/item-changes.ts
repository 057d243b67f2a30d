import { mediaAltMap, uploadedAddresses } from '../../../shared/content/media-library';
import { itemPagePaths, redirectChanges, redirectItemKey, type RedirectKind } from '../../../shared/content/redirects';
import { isStaleSave, staleSaveMessage, storedVersion } from '../../../shared/content/revisions';
import { auditFieldChanges, contentSaveVerb } from '../../../shared/admin/audit-log';
import { changedFields } from '../../../shared/content/studio-schemas';
import { AppError } from '../../../shared/errors';
import type { RevisionKind } from '../../content/revision-store';
import { sameSlug } from '../../content/slug-claim-store';
import { mediaStore, redirectStore, revisionStore, slugClaims } from '../../content/deps';
import type { Caller } from '../../lib/auth';
import { dynamo } from '../../lib/aws';
import { RETRY, transact, withTransactionRetries, type NamedWrite } from '../../lib/transaction';
import { audit } from '../../audit/deps';
import { newId, type AnyCollection } from './collections';

/*
 * Every change of a post, project or video is one DynamoDB transaction: the row at its next version, its revision,
 * the claim of its slug (and the release of the slug it leaves), the redirects from the page addresses it leaves and
 * its audit entry. Either all of it is stored or none of it: of two saves of one row or one slug only one can commit,
 * however close together they come, and a save made from a copy older than the stored row is refused.
 */

/** Attempts of one change before the editor is told to retry: only a concurrent change of the same row fails one. */
const CHANGE_ATTEMPTS = 5;

/** Who a revision names as its author. */
export const savedByOf = (caller: Caller) => caller.email ?? caller.userId;

/** The alt texts the row carries for the uploads it shows (`media_alt`), read from the media library; none when it has none. */
async function mediaAltOf(row: object): Promise<{ media_alt?: Record<string, string> }> {
  const alts = await mediaStore().altsOf([...uploadedAddresses(row).values()]);
  const map = mediaAltMap(row, alts);
  return Object.keys(map).length > 0 ? { media_alt: map } : {};
}

/** Creates a row (no `id`) or replaces the row `id`, and answers the row stored. `action` names the audit entry. */
export async function saveItem(items: AnyCollection, caller: Caller, body: { version?: number }, id?: string, action?: string): Promise<{ id: string }> {
  const rowId = id ?? newId();
  const { version: sentVersion, ...fields } = body;
  return commitChange(async (releaseOldSlug) => {
    const existing = id === undefined ? undefined : await items.get(id);
    if (id !== undefined && !existing) throw notFound(items, id);
    if (existing && isStaleSave(sentVersion, existing)) throw await staleSave(items, existing);
    const now = new Date().toISOString();
    const others = existing || items.kind !== 'video' ? [] : await items.list();
    const built = items.build(fields, existing, { id: rowId, now, others });
    const row = { ...built, ...(await mediaAltOf(built)), version: storedVersion(existing) + 1 };
    const writes: NamedWrite[] = [items.putWrite(row, existing), revisionStore().saveWrite(items.kind, rowId, row, savedByOf(caller), now)];
    if (items.slugs) {
      await refuseTakenSlug(items, items.slugs, row);
      const { kind } = items.slugs;
      writes.push(slugClaims().claim(kind, row.slug, rowId));
      if (existing && releaseOldSlug && !sameSlug(kind, existing.slug, row.slug)) writes.push(slugClaims().release(kind, existing.slug, rowId));
      writes.push(...(await redirectWrites(kind, existing, row, now)));
    }
    writes.push(audit().entryWrite(caller, `${items.kind}.${action ?? contentSaveVerb(existing, row)}`, `${items.table}/${rowId}`, saveDetails(items.label(row), existing, row)));
    return { writes, answer: row, slug: row.slug };
  });
}

/**
 * What the log keeps of a save: the item's name and, for a change of a stored item, each changed field with its old
 * and new value (the log says "created" for a new item rather than naming every field it was given).
 */
export function saveDetails(name: string, existing: Record<string, unknown> | undefined, row: Record<string, unknown>): Record<string, unknown> {
  if (!existing) return { name };
  const changed = changedFields(existing, row).filter((field) => field !== 'updated_at' && field !== 'version');
  return { name, changed, changes: auditFieldChanges(existing, row, changed) };
}

/**
 * Saves the row `id` again with the fields of one of its revisions, as a new revision. The revision's fields are
 * checked by today's rules, and its slug must still be free.
 */
export async function restoreRevision(items: AnyCollection, caller: Caller, id: string, revision: number): Promise<{ id: string }> {
  if (!(await items.get(id))) throw notFound(items, id);
  const stored = await revisionStore().get<Record<string, unknown>>(items.kind, id, revision);
  if (!stored) throw new AppError('NOT_FOUND', { message: `This ${items.kind} has no revision ${revision}.` });
  const fields = items.body.safeParse(stored.fields);
  if (!fields.success) {
    throw new AppError('VALIDATION_ERROR', { message: `Revision ${revision} does not meet today's rules for a ${items.kind}; copy what you need from it instead.` });
  }
  const { version: _readAt, ...restored } = fields.data as { version?: number };
  return saveItem(items, caller, restored, id, 'restored');
}

/** Deletes the row `id`, freeing its slug and dropping the redirects to its pages. */
export async function deleteItem(items: AnyCollection, caller: Caller, id: string): Promise<void> {
  await commitChange(async (releaseOldSlug) => {
    const existing = await items.get(id);
    if (!existing) throw notFound(items, id);
    const writes: NamedWrite[] = [items.deleteWrite(existing)];
    if (items.slugs) {
      if (releaseOldSlug) writes.push(slugClaims().release(items.slugs.kind, existing.slug, id));
      const redirects = await redirectStore().ofItem(redirectItemKey(items.slugs.kind, id));
      writes.push(...redirects.map((redirect) => redirectStore().deleteWrite(redirect.from_path)));
    }
    writes.push(audit().entryWrite(caller, `${items.kind}.deleted`, `${items.table}/${id}`, { name: items.label(existing) }));
    return { writes, answer: undefined };
  });
}

/**
 * The redirect writes of a save: the item's own (shared/content/redirects.ts), and, once the item is public, the
 * removal of another item's redirect from an address this one now holds, whose page must win.
 */
async function redirectWrites(kind: RedirectKind, existing: unknown, row: { id: string; published?: boolean }, now: string): Promise<NamedWrite[]> {
  const store = redirectStore();
  const itemKey = redirectItemKey(kind, row.id);
  const stored = existing ? await store.ofItem(itemKey) : [];
  const changes = redirectChanges(kind, existing as never, row as never, stored, now);
  const isPublic = kind === 'post' ? row.published === true : row.published !== false;
  const held = isPublic ? (await store.findAll(itemPagePaths(kind, row as never))).filter((redirect) => redirect.item_key !== itemKey) : [];
  const removed = new Set([...changes.remove, ...held.map((redirect) => redirect.from_path)]);
  return [...changes.put.map((redirect) => store.putWrite(redirect)), ...[...removed].map((fromPath) => store.deleteWrite(fromPath))];
}

const revisionKindNames: Record<RevisionKind, string> = { post: 'article', project: 'project', video: 'video', seo_page: 'page metadata' };

/** The refusal of a save made from an older copy, naming who saved the stored version and when. */
export async function staleSave({ kind }: { kind: RevisionKind }, stored: { id: string; version?: number }): Promise<AppError> {
  const newer = storedVersion(stored) > 0 ? await revisionStore().get(kind, stored.id, storedVersion(stored)) : undefined;
  const message = staleSaveMessage(revisionKindNames[kind], newer);
  return new AppError('CONFLICT', { message, fields: { version: message } });
}

interface Decision<T> {
  writes: NamedWrite[];
  answer: T;
  /** The slug claimed, named in the refusal when another row holds it. */
  slug?: string;
}

/**
 * Decides a change from a fresh read and commits it; a change that lost to a concurrent one of the same row is
 * decided again (and, when the editor named the version they read, refused as stale). `decide` learns whether to
 * release the slug the row leaves: rows stored before slugs were claimed may share one, and the claim then belongs to
 * the other row, which keeps it.
 */
async function commitChange<T>(decide: (releaseOldSlug: boolean) => Promise<Decision<T>>): Promise<T> {
  let releaseOldSlug = true;
  return withTransactionRetries({ attempts: CHANGE_ATTEMPTS }, async () => {
    const { writes, answer, slug } = await decide(releaseOldSlug);
    const outcome = await transact(dynamo(), writes);
    if (outcome.committed) return answer;
    if (slug !== undefined && outcome.failed.has('claim')) throw slugInUse(slug);
    if (outcome.failed.has('release')) releaseOldSlug = false;
    return RETRY;
  });
}

/**
 * Refuses a slug another row holds, before the transaction: the claim alone decides between concurrent saves, but
 * rows stored before slugs were claimed hold no claim, and the slug index still finds them. The index may lag behind
 * writes, so a row it names is read again and counts only if it still holds the slug.
 */
async function refuseTakenSlug(items: AnyCollection, { kind, holders }: NonNullable<AnyCollection['slugs']>, row: { id: string; slug: string }): Promise<void> {
  const others = await Promise.all((await holders(row.slug)).filter((holder) => holder !== row.id).map((holder) => items.get(holder)));
  if (others.some((other) => other && sameSlug(kind, other.slug, row.slug))) throw slugInUse(row.slug);
}

const slugInUse = (slug: string) =>
  new AppError('CONFLICT', { message: `The slug "${slug}" is already in use.`, fields: { slug: 'This slug is already in use. Choose another.' } });

export const notFound = (items: AnyCollection, id: string) => new AppError('NOT_FOUND', { message: `No ${items.kind} with id "${id}".` });
