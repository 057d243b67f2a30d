import type { SeoPageRecord } from '../site/seo';
import type { BlogPost, Project, Video } from './schemas';
import { MEDIA_PREFIXES } from './upload-check';

/*
 * The media library's rules. Every upload has a record (table `media`, keyed by the stored file name `{uuid}.{ext}`)
 * holding what the storage key cannot: the name the file had on the editor's computer, its alt text, its thumbnail
 * and whether the upload check has passed it. The key stays random so two "hero.jpg" never collide and an address
 * never reveals a file name.
 */

export type MediaStatus = 'checking' | 'ready';

export interface MediaRecord {
  /** The stored file name, `{uuid}.{ext}`: the key, and the last part of `url`. */
  name: string;
  url: string;
  original_name: string;
  content_type: string;
  kind: 'image' | 'video';
  size: number;
  /** What the image shows, for people who cannot see it; empty until an editor writes it. */
  alt: string;
  status: MediaStatus;
  thumbnail_url?: string;
  uploaded_at: string;
  uploaded_by: string;
  /** Raised by every change, so two editors' saves cannot silently overwrite each other. */
  version: number;
  updated_at?: string;
  updated_by?: string;
  /** Until the file is checked: when the record goes if the file never arrives (epoch seconds, the table's TTL). */
  expiresAt?: number;
}

/** How long a record waits for its file: the upload link works 15 minutes, unchecked uploads are kept a day. */
export const UNCHECKED_RECORD_SECONDS = 2 * 24 * 60 * 60;

/** The file name without its extension: the random id its variants are named after. */
export const mediaStem = (name: string) => name.slice(0, name.lastIndexOf('.'));

/**
 * The library's small preview of an image: one WebP among the image's variants (`media/variants/`), so it is served
 * as they are and never listed as an upload.
 */
export const THUMBNAIL_WIDTH = 320;
export const thumbnailKey = (name: string) => `media/variants/${mediaStem(name)}-thumb.webp`;

/** Alt text is at most this long: a sentence or two, as screen readers read it in one go. */
export const ALT_MAX = 250;

/**
 * What is wrong with an alt text, if anything. Images need one (a page cannot describe them otherwise); videos carry
 * their own title and captions, so theirs may stay empty.
 */
export function altProblem(kind: MediaRecord['kind'], alt: string): string | undefined {
  const text = alt.trim();
  if (text.length > ALT_MAX) return `Use at most ${ALT_MAX} characters.`;
  if (kind === 'image' && text === '') return 'Describe the image for people who cannot see it.';
  return undefined;
}

/** Images whose alt text is still to be written: the library flags them. */
export const needsAlt = (item: Pick<MediaRecord, 'kind' | 'alt'>) => item.kind === 'image' && item.alt.trim() === '';

/** Lower case without accents, so "Café" is found by "cafe". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * Whether a file is found by a search: every word of the query appears in its original name, stored name or alt
 * text, in any case and with or without accents ("hero png" finds "Hero banner.PNG").
 */
export function matchesMediaSearch(item: { original_name: string; name: string; alt: string }, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const haystack = folded(`${item.original_name} ${item.name} ${item.alt}`);
  return words.every((word) => haystack.includes(word));
}

/** One place a file is shown: the item (by its title, as staff know it) and the field. */
export interface MediaUsage {
  kind: 'post' | 'project' | 'video' | 'page';
  id: string;
  title: string;
  field: string;
}

export interface MediaUsers {
  posts: readonly BlogPost[];
  projects: readonly Project[];
  videos: readonly Video[];
  seoPages: readonly SeoPageRecord[];
}

const kindWords: Record<MediaUsage['kind'], string> = { post: 'the article', project: 'the project', video: 'the video', page: 'the page metadata of' };

/** Fields whose names say little to editors, in the words the studio's forms use. */
const fieldNames: Record<string, string> = {
  image_url: 'cover image',
  content: 'body',
  thumbnail_url: 'poster image',
  video_url: 'video',
  og_image: 'social card image',
  twitter_image: 'X card image',
};

/** A field as editors read it: its form's words, else its name in words without "url" (`hero_banner_1_media_url` → "hero banner 1 media"). */
const fieldWords = (field: string) => fieldNames[field] ?? field.replace(/_url$/, '').replace(/_/g, ' ');

/**
 * Every field of every item, drafts included, that shows the file: an address field holding it, or a text (an
 * article's Markdown) that links it. The file's variants and thumbnail are named after it, so a reference to any
 * of them counts too.
 */
export function findMediaUsages(name: string, users: MediaUsers): MediaUsage[] {
  const stem = mediaStem(name);
  const refers = (value: unknown) =>
    typeof value === 'string' && (value.includes(`/${MEDIA_PREFIXES.uploads}${name}`) || value.includes(`/media/variants/${stem}-`));
  const scan = (kind: MediaUsage['kind'], id: string, title: string, row: object): MediaUsage[] =>
    Object.entries(row)
      .filter(([, value]) => refers(value))
      .map(([field]) => ({ kind, id, title, field }));
  return [
    ...users.posts.flatMap((post) => scan('post', post.id, post.title, post)),
    ...users.projects.flatMap((project) => scan('project', project.id, project.title, project)),
    ...users.videos.flatMap((video) => scan('video', video.id, video.title, video)),
    ...users.seoPages.flatMap((page) => scan('page', page.page_key, page.page_key, page)),
  ];
}

/** The refusal's words: each item that shows the file, once, with the fields it is in. */
export function mediaInUseMessage(usages: readonly MediaUsage[]): string {
  const byItem = new Map<string, { usage: MediaUsage; fields: string[] }>();
  for (const usage of usages) {
    const key = `${usage.kind}#${usage.id}`;
    const entry = byItem.get(key) ?? { usage, fields: [] };
    entry.fields.push(fieldWords(usage.field));
    byItem.set(key, entry);
  }
  const places = [...byItem.values()].map(({ usage, fields }) => `${kindWords[usage.kind]} “${usage.title}” (${fields.join(', ')})`);
  const list = places.length === 1 ? places[0] : `${places.slice(0, -1).join('; ')} and ${places.at(-1)}`;
  return `This file is used by ${list}. Remove it there first, or replace the file instead.`;
}

/** An address field holding an upload: `/media/uploads/{name}`, as a path or at the end of an absolute address. */
const UPLOADED_ADDRESS = /^(?:https?:\/\/[^/\s]+)?\/media\/uploads\/([0-9a-f-]{36}\.[a-z0-9]{2,5})$/;

/** The uploads a row shows in its address fields: each field's value (as the row holds it) → the stored file name. */
export function uploadedAddresses(row: object): Map<string, string> {
  const found = new Map<string, string>();
  for (const value of Object.values(row)) {
    const name = typeof value === 'string' ? UPLOADED_ADDRESS.exec(value.trim())?.[1] : undefined;
    if (name) found.set(value as string, name);
  }
  return found;
}

/**
 * The alt texts a row carries for the pages that show it: each upload it shows whose library record has one, by the
 * address as the row holds it. Kept on the row so that a page, its prerendered HTML and the public API all read it
 * with the row; a change in the library saves the rows again.
 */
export function mediaAltMap(row: object, altOfName: ReadonlyMap<string, string>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [address, name] of uploadedAddresses(row)) {
    const alt = altOfName.get(name)?.trim();
    if (alt) map[address] = alt;
  }
  return map;
}


/**
 * The row with every reference to the upload `from` (its address, its variants and thumbnail) pointing at the upload
 * `to` instead, in address fields and texts alike; undefined when the row shows nothing of `from`.
 */
export function replacedAddresses(row: Record<string, unknown>, from: string, to: string): Record<string, unknown> | undefined {
  const pairs: [string, string][] = [
    [`/${MEDIA_PREFIXES.uploads}${from}`, `/${MEDIA_PREFIXES.uploads}${to}`],
    [`/media/variants/${mediaStem(from)}-`, `/media/variants/${mediaStem(to)}-`],
  ];
  let changed = false;
  const next = Object.fromEntries(
    Object.entries(row).map(([field, value]) => {
      if (typeof value !== 'string') return [field, value];
      const replaced = pairs.reduce((text, [old, now]) => text.replaceAll(old, now), value);
      if (replaced !== value) changed = true;
      return [field, replaced];
    }),
  );
  return changed ? next : undefined;
}
