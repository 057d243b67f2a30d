import { findMediaUsages, type MediaUsage } from '../../../shared/content/media-library';
import { storedVersion } from '../../../shared/content/revisions';
import { seoPageInputSchema } from '../../../shared/content/studio-schemas';
import type { SeoPageKey } from '../../../shared/site/seo';
import { AppError } from '../../../shared/errors';
import { postStore, projectStore, videoStore } from '../../content/deps';
import type { Caller } from '../../lib/auth';
import { postCollection, projectCollection, videoCollection, type AnyCollection } from './collections';
import { saveItem } from './item-changes';
import { saveSeoPage } from './save-seo-page';
import { seoPages } from '../../seo/deps';

/** Every item (drafts included) and page record that shows the file, by title and field. */
export async function usagesOf(name: string): Promise<MediaUsage[]> {
  const [posts, projects, videos, pages] = await Promise.all([postStore().listAll(), projectStore().listAll(), videoStore().listAll(), seoPages().list()]);
  return findMediaUsages(name, { posts, projects, videos, seoPages: pages });
}

const collections: Record<Exclude<MediaUsage['kind'], 'page'>, AnyCollection> = { post: postCollection, project: projectCollection, video: videoCollection };

/** How many times one item is read and saved again when its editor saves it at the same moment. */
const RESAVE_ATTEMPTS = 3;

/**
 * A change of one item's fields, decided on the item as read: the new fields, or none when the item needs no change.
 * Called again on a fresh read when the item was saved meanwhile.
 */
export type FieldChange = (kind: MediaUsage['kind'], row: Record<string, unknown>) => Record<string, unknown> | undefined;

/**
 * Saves again every item that shows the file `name` with `change` applied: each an ordinary save (version raised,
 * revision kept, audit entry `{kind}.{action}`, pages republished), under the version it was read at. An editor's
 * save that lands in between wins and this item is read again, so no one's work is overwritten. Answers the items
 * changed.
 */
export async function resaveUsers(caller: Caller, name: string, change: FieldChange, action: string): Promise<MediaUsage[]> {
  const items = new Map((await usagesOf(name)).map((usage) => [`${usage.kind}#${usage.id}`, usage]));
  const changed: MediaUsage[] = [];
  for (const usage of items.values()) {
    if (await resave(caller, usage, change, action)) changed.push(usage);
  }
  return changed;
}

async function resave(caller: Caller, usage: MediaUsage, change: FieldChange, action: string): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await resaveOnce(caller, usage, change, action);
    } catch (error) {
      const raced = error instanceof AppError && error.code === 'CONFLICT' && error.fields?.version !== undefined;
      if (!raced || attempt >= RESAVE_ATTEMPTS) throw error;
    }
  }
}

async function resaveOnce(caller: Caller, usage: MediaUsage, change: FieldChange, action: string): Promise<boolean> {
  if (usage.kind === 'page') {
    const record = await seoPages().get(usage.id);
    const fields = record && change('page', record);
    if (!record || !fields) return false;
    await saveSeoPage(caller, usage.id as SeoPageKey, { ...seoPageInputSchema.parse(fields), version: storedVersion(record) }, action);
    return true;
  }
  const items = collections[usage.kind];
  const row = (await items.get(usage.id)) as Record<string, unknown> | undefined;
  const fields = row && change(usage.kind, row);
  if (!row || !fields) return false;
  const parsed = items.body.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_ERROR', { message: `The ${usage.kind} “${usage.title}” does not meet today's rules: open it, correct it and save it, then try again.` });
  }
  await saveItem(items, caller, { ...(parsed.data as object), version: storedVersion(row as { version?: number }) }, usage.id, action);
  return true;
}
