import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import {
  adminPostListResponseSchema,
  adminPostResponseSchema,
  adminProjectListResponseSchema,
  adminProjectResponseSchema,
  adminSeoPageListResponseSchema,
  adminSeoPageResponseSchema,
  adminVideoListResponseSchema,
  adminVideoResponseSchema,
  mediaUploadResponseSchema,
  type AdminVideo,
  type MediaUploadResponse,
  type SeoPageInput,
} from '../../../../../shared/content/studio-schemas';
import type { BlogPost, Project } from '../../../../../shared/content/schemas';
import { authorized } from '../../../hooks/useAdminApi';
import { http } from '../../../hooks/useHttp';

/*
 * The studio's server state: TanStack Query over the staff content API, every answer parsed with its zod schema
 * (shared/content/studio-schemas.ts) before the UI sees it.
 */

export type CollectionKind = 'posts' | 'projects' | 'videos';

const schemas = {
  posts: { list: adminPostListResponseSchema, item: adminPostResponseSchema, key: 'post' },
  projects: { list: adminProjectListResponseSchema, item: adminProjectResponseSchema, key: 'project' },
  videos: { list: adminVideoListResponseSchema, item: adminVideoResponseSchema, key: 'video' },
} as const;

const parse = <T>(schema: ZodType<T>) => (answer: unknown) => schema.parse(answer);

/** The rows each collection answers. */
export interface CollectionRows {
  posts: BlogPost[];
  projects: Project[];
  videos: AdminVideo[];
}

/** Every row of a collection, drafts included. */
export function useCollection<K extends CollectionKind>(kind: K) {
  return useQuery({
    queryKey: ['studio', kind],
    queryFn: () =>
      authorized((headers) => http.get<unknown>(`/api/admin/${kind}`, { headers })).then(
        (answer) => (schemas[kind].list.parse(answer) as unknown as CollectionRows)[kind],
      ),
  });
}

/** Creates (no id) or replaces (id) a row; answers the stored row. */
export function useSaveItem(kind: CollectionKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields }: { id?: string; fields: Record<string, unknown> }) => {
      const answer = await authorized((headers) =>
        id ? http.put<unknown>(`/api/admin/${kind}/${encodeURIComponent(id)}`, fields, { headers }) : http.post<unknown>(`/api/admin/${kind}`, fields, { headers }),
      );
      return (schemas[kind].item.parse(answer) as Record<string, { id: string }>)[schemas[kind].key]!;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['studio', kind] }),
  });
}

export function useDeleteItem(kind: CollectionKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => authorized((headers) => http.delete<void>(`/api/admin/${kind}/${encodeURIComponent(id)}`, { headers })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['studio', kind] }),
  });
}

export function useReorderVideos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      authorized((headers) => http.put<unknown>('/api/admin/videos/order', { ids }, { headers })).then(parse(adminVideoListResponseSchema)),
    onSuccess: (answer) => client.setQueryData(['studio', 'videos'], answer.videos),
  });
}

export function useSeoPages() {
  return useQuery({
    queryKey: ['studio', 'seo-pages'],
    queryFn: () => authorized((headers) => http.get<unknown>('/api/admin/seo-pages', { headers })).then((answer) => adminSeoPageListResponseSchema.parse(answer).pages),
  });
}

export function useSaveSeoPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pageKey, fields }: { pageKey: string; fields: SeoPageInput }) =>
      authorized((headers) => http.put<unknown>(`/api/admin/seo-pages/${encodeURIComponent(pageKey)}`, fields, { headers })).then(
        (answer) => adminSeoPageResponseSchema.parse(answer).page,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['studio', 'seo-pages'] }),
  });
}

/** Asks for a presigned upload, then sends the file straight to storage with it; answers the file's site path. */
export function useUpload() {
  return useMutation({
    mutationFn: async (file: File): Promise<string> => {
      const answer: MediaUploadResponse = mediaUploadResponseSchema.parse(
        await authorized((headers) => http.post<unknown>('/api/admin/media', { filename: file.name, contentType: file.type, size: file.size }, { headers })),
      );
      const sent = await fetch(answer.upload.url, { method: answer.upload.method, headers: answer.upload.headers, body: file });
      if (!sent.ok) throw new Error(`The upload was refused (${sent.status}).`);
      return answer.url;
    },
  });
}
