import { randomUUID } from 'node:crypto';
import type { ZodType } from 'zod';
import type { BlogPost, Project, Video } from '../../../shared/content/schemas';
import { postInputSchema, projectInputSchema, slugFromTitle, videoInputSchema, type PostFields } from '../../../shared/content/studio-schemas';
import { storedVersion } from '../../../shared/content/revisions';
import { AppError } from '../../../shared/errors';
import type { PostStore } from '../../content/post-store';
import type { ProjectStore } from '../../content/project-store';
import { postStore, projectStore, videoStore } from '../../content/deps';
import type { SlugKind } from '../../content/slug-claim-store';
import type { VideoStore } from '../../content/video-store';
import type { NamedWrite } from '../../lib/transaction';

/**
 * What the staff API does the same way for posts, projects and videos: list every row, create, replace and delete
 * one, with the kind's own schema, slug rule and server-owned fields. The handlers in this folder are these
 * operations wired to one collection each.
 */
export interface StudioCollection<TRow extends { id: string }, TFields> {
  /** The audit log's name of the kind (`post.created`, …) and the key of a single row in answers. */
  kind: 'post' | 'project' | 'video';
  /** The key of the list in answers, and the table the audit log names. */
  plural: 'posts' | 'projects' | 'videos';
  table: string;
  body: ZodType<TFields>;
  /** A larger body limit where rows carry long text. */
  maxBodyBytes?: number;
  list(): Promise<TRow[]>;
  get(id: string): Promise<TRow | undefined>;
  /** The row's write for a transaction; `current`, the stored row it replaces, must still be as read. */
  putWrite(row: TRow, current: TRow | undefined): NamedWrite<'row'>;
  deleteWrite(current: TRow): NamedWrite<'row'>;
  /** The row to store from what the editor sent and the stored row it replaces (none for a new one). */
  build(fields: TFields, existing: TRow | undefined, context: { id: string; now: string; others: TRow[] }): TRow;
  /** For kinds whose slug names a page: the kind of slug claim, and the ids the slug index names as holding a slug. */
  slugs?: { kind: SlugKind; holders(slug: string): Promise<string[]> };
  /** What staff read: the row with its version (videos add `published`). */
  present(row: TRow): unknown;
  /** What the audit log calls a row: its title, as staff know it. */
  label(row: TRow): string;
}

// Use cases and handlers are generic over the collection's row and input; they only need to know they exist.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCollection = StudioCollection<any, any>;

/** The row operations every content store offers, on the store of the current container. */
function storeOperations<TRow>(
  store: () => {
    listAll(): Promise<TRow[]>;
    get(id: string): Promise<TRow | undefined>;
    putWrite(row: TRow, current?: TRow): NamedWrite<'row'>;
    deleteWrite(current: TRow): NamedWrite<'row'>;
  },
) {
  return {
    list: () => store().listAll(),
    get: (id: string) => store().get(id),
    putWrite: (row: TRow, current: TRow | undefined) => store().putWrite(row, current),
    deleteWrite: (current: TRow) => store().deleteWrite(current),
  };
}

/** The slug sent, or one made from the title; a title with nothing to make one from needs a slug typed in. */
function slugFor(fields: { slug?: string; title: string }): string {
  const slug = fields.slug ?? slugFromTitle(fields.title);
  if (!slug) throw new AppError('VALIDATION_ERROR', { fields: { slug: 'Enter a slug: the title has no letters or digits to make one from.' } });
  return slug;
}

const posts = (store: () => PostStore): StudioCollection<BlogPost, PostFields> => ({
  kind: 'post',
  plural: 'posts',
  table: 'blog_posts',
  body: postInputSchema,
  // Room for the longest article body in UTF-8, whose characters may take up to three bytes each.
  maxBodyBytes: 320 * 1024,
  ...storeOperations(store),
  build: (fields, existing, { id, now }) => ({
    ...fields,
    slug: slugFor(fields),
    id,
    created_at: existing?.created_at ?? now,
    views: existing?.views ?? 0,
  }),
  slugs: { kind: 'post', holders: (slug) => store().idsWithSlug(slug) },
  present: (row) => ({ ...row, version: storedVersion(row) }),
  label: (row) => row.title,
});

type ProjectFields = ReturnType<typeof projectInputSchema.parse>;

const projects = (store: () => ProjectStore): StudioCollection<Project, ProjectFields> => ({
  kind: 'project',
  plural: 'projects',
  table: 'projects',
  body: projectInputSchema,
  maxBodyBytes: 128 * 1024,
  ...storeOperations(store),
  build: (fields, existing, { id, now }) =>
    ({
      ...fields,
      slug: slugFor(fields),
      id,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    }) as Project,
  slugs: { kind: 'project', holders: (slug) => store().idsWithSlug(slug) },
  present: (row) => ({ ...row, version: storedVersion(row) }),
  label: (row) => row.title,
});

type VideoFields = ReturnType<typeof videoInputSchema.parse>;

const videos = (store: () => VideoStore): StudioCollection<Video, VideoFields> => ({
  kind: 'video',
  plural: 'videos',
  table: 'videos',
  body: videoInputSchema,
  ...storeOperations(store),
  build: (fields, existing, { id, others }) => ({
    ...fields,
    id,
    // A new video without a place goes after the last one; an edited one keeps its place.
    display_order: fields.display_order ?? existing?.display_order ?? Math.max(-1, ...others.map((video) => video.display_order)) + 1,
  }),
  present: (row) => ({ ...row, published: row.is_published, version: storedVersion(row) }),
  label: (row) => row.title,
});

export const postCollection = posts(postStore);
export const projectCollection = projects(projectStore);
export const videoCollection = videos(videoStore);

export const newId = () => randomUUID();
