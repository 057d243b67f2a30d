import { queryClient, readAgainAfterWrite, useServerMutation, useServerQuery } from '../../../app/query-client';
import type { AdminVideo, PreviewKind, SeoPageInput } from '../../../../../shared/content/studio-schemas';
import type { BlogPost, Project } from '../../../../../shared/content/schemas';
import { authorized } from '../useAdminApi';
import { http, type AnswerSchema, schemaGroup } from '../../../lib/http';

const staffAnswer = schemaGroup(() => import('../../../../../shared/admin/schemas'));
const studioAnswer = schemaGroup(() => import('../../../../../shared/content/studio-schemas'));

/*
 * The studio's server state on the app's one query cache, keyed under `['studio', …]`; every answer is parsed with
 * its zod schema (shared/content/studio-schemas.ts) before the UI sees it. Staff data is never prerendered and
 * changes under the editor's hands, so it is always refetched when a section opens.
 */

export type CollectionKind = 'posts' | 'projects' | 'videos';

/** The rows each collection answers. */
export interface CollectionRows {
  posts: BlogPost[];
  projects: Project[];
  videos: AdminVideo[];
}

const studioKeys = {
  collection: (kind: CollectionKind) => ['studio', kind] as const,
  history: (kind: CollectionKind, id: string) => ['studio', kind, id, 'history'] as const,
  seoPages: ['studio', 'seo-pages'] as const,
  media: ['studio', 'media'] as const,
};

const STAFF_QUERY = { staleTime: 0, refetchOnMount: 'always' } as const;

const listSchemas: { [K in CollectionKind]: AnswerSchema<Pick<CollectionRows, K>> } = {
  posts: studioAnswer((s) => s.adminPostListResponseSchema),
  projects: studioAnswer((s) => s.adminProjectListResponseSchema),
  videos: studioAnswer((s) => s.adminVideoListResponseSchema),
};

const itemSchemas: { [K in CollectionKind]: AnswerSchema<{ id: string }> } = {
  posts: studioAnswer((s) => s.adminPostResponseSchema.transform((answer) => answer.post)),
  projects: studioAnswer((s) => s.adminProjectResponseSchema.transform((answer) => answer.project)),
  videos: studioAnswer((s) => s.adminVideoResponseSchema.transform((answer) => answer.video)),
};

const enc = encodeURIComponent;

/** Every row of a collection, drafts included. */
export function useCollection<K extends CollectionKind>(kind: K) {
  return useServerQuery({
    ...STAFF_QUERY,
    queryKey: studioKeys.collection(kind),
    queryFn: async ({ signal }) => (await authorized((headers) => http.read('GET', `/api/admin/${kind}`, listSchemas[kind], { headers, signal })))[kind],
  });
}

/** Creates (no id) or replaces (id) a row; answers the stored row. */
export function useSaveItem(kind: CollectionKind) {
  return useServerMutation({
    mutationFn: ({ id, fields }: { id?: string; fields: Record<string, unknown> }) =>
      authorized((headers) =>
        id
          ? http.read('PUT', `/api/admin/${kind}/${enc(id)}`, itemSchemas[kind], { headers, body: fields })
          : http.read('POST', `/api/admin/${kind}`, itemSchemas[kind], { headers, body: fields }),
      ),
    onSuccess: () => readAgainAfterWrite(studioKeys.collection(kind)),
  });
}

/** One row as stored now (after a refused save: the version that came first). */
export function fetchItem(kind: CollectionKind, id: string): Promise<Record<string, unknown> & { id: string; version?: number }> {
  return authorized((headers) => http.read('GET', `/api/admin/${kind}/${enc(id)}`, itemSchemas[kind], { headers }));
}

/** The kinds whose rows have revisions and old addresses: those with pages of their own. */
export type PageKind = 'posts' | 'projects';

/** Every save of a row (newest first) and the row's old page addresses. */
export function useItemHistory(kind: PageKind, id: string) {
  return useServerQuery({
    ...STAFF_QUERY,
    queryKey: studioKeys.history(kind, id),
    queryFn: async ({ signal }) => {
      const [revisions, redirects] = await Promise.all([
        authorized((headers) => http.read('GET', `/api/admin/${kind}/${enc(id)}/revisions`, studioAnswer((s) => s.revisionListResponseSchema), { headers, signal })),
        authorized((headers) => http.read('GET', `/api/admin/${kind}/${enc(id)}/redirects`, studioAnswer((s) => s.redirectListResponseSchema), { headers, signal })),
      ]);
      return { revisions: revisions.revisions, redirects: redirects.redirects };
    },
  });
}

/** Saves a row again with one revision's fields; the list and the history then show the new save. */
export function useRestoreRevision(kind: PageKind, id: string) {
  return useServerMutation({
    mutationFn: (revision: number) =>
      authorized((headers) => http.read('POST', `/api/admin/${kind}/${enc(id)}/revisions/${revision}/restore`, itemSchemas[kind], { headers })),
    onSuccess: () => readAgainAfterWrite(studioKeys.collection(kind)),
  });
}

export function useDeleteItem(kind: CollectionKind) {
  return useServerMutation({
    mutationFn: (id: string) => authorized((headers) => http.read('DELETE', `/api/admin/${kind}/${enc(id)}`, staffAnswer((s) => s.noContentResponseSchema), { headers })),
    onSuccess: () => readAgainAfterWrite(studioKeys.collection(kind)),
  });
}

export function useReorderVideos() {
  return useServerMutation({
    mutationFn: (ids: string[]) => authorized((headers) => http.read('PUT', '/api/admin/videos/order', studioAnswer((s) => s.adminVideoListResponseSchema), { headers, body: { ids } })),
    onSuccess: (answer) => queryClient().setQueryData(studioKeys.collection('videos'), answer.videos),
  });
}

export function useSeoPages() {
  return useServerQuery({
    ...STAFF_QUERY,
    queryKey: studioKeys.seoPages,
    queryFn: async ({ signal }) => (await authorized((headers) => http.read('GET', '/api/admin/seo-pages', studioAnswer((s) => s.adminSeoPageListResponseSchema), { headers, signal }))).pages,
  });
}

/** One page's record as stored now (after a refused save: the version that came first). */
export async function fetchSeoPage(pageKey: string) {
  const pages = await authorized((headers) => http.read('GET', '/api/admin/seo-pages', studioAnswer((s) => s.adminSeoPageListResponseSchema), { headers }));
  const page = pages.pages.find((candidate) => candidate.page_key === pageKey);
  if (!page) throw new Error(`No page ${pageKey}.`);
  return page;
}

export function useSaveSeoPage() {
  return useServerMutation({
    mutationFn: async ({ pageKey, fields }: { pageKey: string; fields: SeoPageInput }) =>
      (await authorized((headers) => http.read('PUT', `/api/admin/seo-pages/${enc(pageKey)}`, studioAnswer((s) => s.adminSeoPageResponseSchema), { headers, body: fields }))).page,
    onSuccess: () => readAgainAfterWrite(studioKeys.seoPages),
  });
}

/** How long the studio waits for the upload check (it decides within seconds) before saying so. */
const UPLOAD_CHECK_WAIT_MS = 20_000;
const UPLOAD_CHECK_POLL_MS = 500;

/**
 * Asks for a presigned upload, sends the file straight to storage with it, then waits for the upload check: answers
 * the file's site path once it is served, and fails with the check's own words when the file is refused.
 */
async function uploadFile(file: File, alt?: string): Promise<string> {
  const answer = await authorized((headers) =>
    http.read('POST', '/api/admin/media', studioAnswer((s) => s.mediaUploadResponseSchema), {
      headers,
      body: { filename: file.name, contentType: file.type, size: file.size, ...(alt ? { alt } : {}) },
    }),
  );
  const sent = await fetch(answer.upload.url, { method: answer.upload.method, headers: answer.upload.headers, body: file });
  if (!sent.ok) throw new Error(`Storage refused the file (HTTP ${sent.status}). Please try again.`);
  const name = answer.url.slice(answer.url.lastIndexOf('/') + 1);
  for (const deadline = Date.now() + UPLOAD_CHECK_WAIT_MS; Date.now() < deadline; ) {
    const check = await authorized((headers) => http.read('GET', `/api/admin/media/uploads/${enc(name)}`, studioAnswer((s) => s.uploadStatusSchema), { headers }));
    if (check.status === 'ready') return check.url;
    if (check.status === 'rejected') throw new Error(check.reason);
    await new Promise((resolve) => setTimeout(resolve, UPLOAD_CHECK_POLL_MS));
  }
  throw new Error('The file is still being checked. Wait a moment, then look for it in the media library.');
}

/** Uploads a file (with its alt text from the library; address fields send the file alone) and answers its site path. */
export function useUpload() {
  return useServerMutation({
    mutationFn: (chosen: File | { file: File; alt: string }) => (chosen instanceof File ? uploadFile(chosen) : uploadFile(chosen.file, chosen.alt)),
    // A new file belongs in the media library at once, wherever it was uploaded from.
    onSuccess: () => readAgainAfterWrite(studioKeys.media),
  });
}

/**
 * Replaces a file: uploads the new one, then has every item that shows the old one show the new one instead (the old
 * one is then deleted). Answers the new file and the items changed.
 */
export function useReplaceMedia() {
  return useServerMutation({
    mutationFn: async ({ name, version, file }: { name: string; version: number; file: File }) => {
      const url = await uploadFile(file);
      const replacement = url.slice(url.lastIndexOf('/') + 1);
      return authorized((headers) =>
        http.read('POST', `/api/admin/media/${enc(name)}/replace`, studioAnswer((s) => s.mediaReplaceResponseSchema), { headers, body: { replacement, version } }),
      );
    },
    onSuccess: () => readAgainAfterWrite(['studio']),
  });
}

/** The uploaded files, newest first (`truncated` when older ones were left out of the answer). */
export function useMediaLibrary() {
  return useServerQuery({
    ...STAFF_QUERY,
    queryKey: studioKeys.media,
    queryFn: ({ signal }) => authorized((headers) => http.read('GET', '/api/admin/media', studioAnswer((s) => s.mediaListResponseSchema), { headers, signal })),
  });
}

/** Saves a file's alt text under the version it was read at (409 when another change came first); the items showing it carry it. */
export function useSaveMediaAlt() {
  return useServerMutation({
    mutationFn: async ({ name, alt, version }: { name: string; alt: string; version: number }) =>
      (await authorized((headers) => http.read('PUT', `/api/admin/media/${enc(name)}`, studioAnswer((s) => s.mediaItemResponseSchema), { headers, body: { alt, version } }))).media,
    // The items showing the file were saved again with the new text: their versions moved too.
    onSuccess: () => readAgainAfterWrite(['studio']),
  });
}

/** Deletes a file; refused (409) while a post, project, video or page shows it, the answer naming where. */
export function useDeleteMedia() {
  return useServerMutation({
    mutationFn: ({ name, version }: { name: string; version: number }) =>
      authorized((headers) => http.read('DELETE', `/api/admin/media/${enc(name)}?version=${version}`, staffAnswer((s) => s.noContentResponseSchema), { headers })),
    onSuccess: () => readAgainAfterWrite(studioKeys.media),
  });
}

/** A signed, expiring link to the saved item rendered as its page will be (drafts included). */
export function usePreviewLink() {
  return useServerMutation({
    mutationFn: (item: { kind: PreviewKind; id: string }) =>
      authorized((headers) => http.read('POST', '/api/admin/previews', studioAnswer((s) => s.previewLinkResponseSchema), { headers, body: item })),
  });
}
