import { changedFields } from '../../../shared/content/studio-schemas';
import { AppError } from '../../../shared/errors';
import { sameSlug } from '../../content/slug-claim-store';
import { slugClaims } from '../../content/stores';
import type { Caller } from '../../lib/auth';
import { dynamo } from '../../lib/aws';
import { RETRY, transact, withTransactionRetries, type NamedWrite } from '../../lib/transaction';
import { audit } from '../deps';
import { newId, type AnyCollection } from './collections';

/*
 * Every change of a post, project or video is one DynamoDB transaction: the row, the claim of its slug (and the
 * release of the slug it leaves) and its audit entry. Either all of it is stored or none of it, and of two saves of
 * one slug only one can commit, however close together they come.
 */

/** Attempts of one change before the editor is told to retry: only a concurrent change of the same row fails one. */
const CHANGE_ATTEMPTS = 5;

/** Creates a row (no `id`) or replaces the row `id`, and answers the row stored. */
export async function saveItem(items: AnyCollection, caller: Caller, fields: unknown, id?: string): Promise<{ id: string }> {
  const rowId = id ?? newId();
  return commitChange(async (releaseOldSlug) => {
    const existing = id === undefined ? undefined : await items.get(id);
    if (id !== undefined && !existing) throw notFound(items, id);
    const others = existing || items.kind !== 'video' ? [] : await items.list();
    const row = items.build(fields, existing, { id: rowId, now: new Date().toISOString(), others });
    const writes: NamedWrite[] = [items.putWrite(row, existing)];
    if (items.slugs) {
      await refuseTakenSlug(items, items.slugs, row);
      const { kind } = items.slugs;
      writes.push(slugClaims().claim(kind, row.slug, rowId));
      if (existing && releaseOldSlug && !sameSlug(kind, existing.slug, row.slug)) writes.push(slugClaims().release(kind, existing.slug, rowId));
    }
    const changed = changedFields(existing, row).filter((name) => name !== 'updated_at');
    writes.push(audit().entryWrite(caller, `${items.kind}.${existing ? 'updated' : 'created'}`, `${items.table}/${rowId}`, { name: items.label(row), changed }));
    return { writes, answer: row, slug: row.slug };
  });
}

/** Deletes the row `id`, freeing its slug. */
export async function deleteItem(items: AnyCollection, caller: Caller, id: string): Promise<void> {
  await commitChange(async (releaseOldSlug) => {
    const existing = await items.get(id);
    if (!existing) throw notFound(items, id);
    const writes: NamedWrite[] = [items.deleteWrite(existing)];
    if (items.slugs && releaseOldSlug) writes.push(slugClaims().release(items.slugs.kind, existing.slug, id));
    writes.push(audit().entryWrite(caller, `${items.kind}.deleted`, `${items.table}/${id}`, { name: items.label(existing) }));
    return { writes, answer: undefined };
  });
}

interface Decision<T> {
  writes: NamedWrite[];
  answer: T;
  /** The slug claimed, named in the refusal when another row holds it. */
  slug?: string;
}

/**
 * Decides a change from a fresh read and commits it; a change that lost to a concurrent one of the same row is
 * decided again. `decide` learns whether to release the slug the row leaves: rows stored before slugs were claimed
 * may share one, and the claim then belongs to the other row, which keeps it.
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
