import { useMemo } from 'react';
import type { BlogPost, BlogPostSummary, PostReactions, ReactionType } from '../../../shared/content/types';
import { useHttp, type Http } from './useHttp';

const postPath = (slug: string) => `/api/posts/${encodeURIComponent(slug)}`;

export function postsApi(http: Http) {
  return {
    /** GET /api/posts: published posts, newest first, without their body. */
    async list(): Promise<BlogPostSummary[]> {
      return (await http.get<{ posts: BlogPostSummary[] }>('/api/posts')).posts;
    },
    /** GET /api/posts/{slug}: one published post with its Markdown body (404 NOT_FOUND otherwise). */
    async get(slug: string): Promise<BlogPost> {
      return (await http.get<{ post: BlogPost }>(postPath(slug))).post;
    },
    /** GET /api/posts/{slug}/related: up to 6 published posts of the same category. */
    async related(slug: string, signal?: AbortSignal): Promise<BlogPostSummary[]> {
      return (await http.get<{ posts: BlogPostSummary[] }>(`${postPath(slug)}/related`, { signal })).posts;
    },
    /** POST /api/posts/{slug}/views: counts one view; answers the real total. */
    async addView(slug: string): Promise<number> {
      return (await http.post<{ views: number }>(`${postPath(slug)}/views`)).views;
    },
    /** GET /api/posts/{slug}/views: the real total, without counting a view. */
    async views(slug: string, signal?: AbortSignal): Promise<number> {
      return (await http.get<{ views: number }>(`${postPath(slug)}/views`, { signal })).views;
    },
    /** GET /api/posts/{slug}/reactions: real counts and the session's own reactions. */
    async reactions(slug: string, session: string, signal?: AbortSignal): Promise<PostReactions> {
      return http.get<PostReactions>(`${postPath(slug)}/reactions?session=${encodeURIComponent(session)}`, { signal });
    },
    /** POST /api/posts/{slug}/reactions: one reaction per type and session. */
    async react(slug: string, type: ReactionType, session: string): Promise<PostReactions & { counted: boolean }> {
      return http.post(`${postPath(slug)}/reactions`, { type, session });
    },
  };
}

/** Typed access to the insight article endpoints. */
export function usePostsApi() {
  const http = useHttp();
  return useMemo(() => postsApi(http), [http]);
}
