import { useEffect } from 'react';
import { queryClient, useServerMutation, useServerQuery } from '../../app/query-client';
import type { BlogPost, BlogPostSummary, PostReactions, ReactionCounts, ReactionType } from '../../../../shared/content/types';
import { displayedReactionCounts, displayedViews } from '../../../../shared/content/synthetic-counts';
import { readState, type ReadState } from '../projects/project-queries';
import { http, schemaGroup } from '../../lib/http';
import { notifyError } from '../../ui';
import { markViewed, sessionId } from './insight-utils';

const contentAnswer = schemaGroup(() => import('../../../../shared/content/schemas'));
const shapedAnswer = schemaGroup(() => import('../../lib/answer-shapes'));

const postPath = (slug: string) => `/api/posts/${encodeURIComponent(slug)}`;

/** Posts are cached by resource: the list, each post, and its related posts, views and reactions. */
export const postKeys = {
  list: ['posts'] as const,
  one: (slug: string) => ['posts', slug] as const,
  related: (slug: string) => ['posts', slug, 'related'] as const,
  views: (slug: string) => ['posts', slug, 'views'] as const,
  reactions: (slug: string) => ['posts', slug, 'reactions'] as const,
};

/** The key of an article's body converted to HTML and sanitised, which only prerendering provides (see ArticleBody). */
export const articleBodyValueKey = (slug: string) => `insight-body:${slug}`;

export const postsApi = {
  /** GET /api/posts: published posts, newest first, without their body. */
  list: async (signal?: AbortSignal): Promise<BlogPostSummary[]> => (await http.read('GET', '/api/posts', shapedAnswer((s) => s.postListShape), { signal })).posts,
  /** GET /api/posts/{slug}: one published post with its Markdown body (404 NOT_FOUND otherwise). */
  get: async (slug: string, signal?: AbortSignal): Promise<BlogPost> => (await http.read('GET', postPath(slug), contentAnswer((s) => s.postResponseSchema), { signal })).post,
  /** GET /api/posts/{slug}/related: up to 6 published posts of the same category. */
  related: async (slug: string, signal?: AbortSignal): Promise<BlogPostSummary[]> =>
    (await http.read('GET', `${postPath(slug)}/related`, shapedAnswer((s) => s.postListShape), { signal })).posts,
  /** POST /api/posts/{slug}/views counts one view; GET reads the total without counting. Both answer the real total. */
  views: async (slug: string, count: boolean, signal?: AbortSignal): Promise<number> =>
    (await http.read(count ? 'POST' : 'GET', `${postPath(slug)}/views`, shapedAnswer((s) => s.postViewsShape), { signal })).views,
  /** GET /api/posts/{slug}/reactions: real counts and the session's own reactions. */
  reactions: (slug: string, session: string, signal?: AbortSignal): Promise<PostReactions> =>
    http.read('GET', `${postPath(slug)}/reactions?session=${encodeURIComponent(session)}`, shapedAnswer((s) => s.postReactionsShape), { signal }),
  /** POST /api/posts/{slug}/reactions: one reaction per type and session. */
  react: (slug: string, type: ReactionType, session: string): Promise<PostReactions> =>
    http.read('POST', `${postPath(slug)}/reactions`, contentAnswer((s) => s.addReactionResponseSchema), { body: { type, session } }),
};

/** Published posts, newest first; a failure raises the catalogue's toast. */
export function useInsightList(): ReadState<BlogPostSummary[]> & { reload: () => void } {
  const query = useServerQuery({ queryKey: postKeys.list, queryFn: ({ signal }) => postsApi.list(signal) });
  useEffect(() => {
    if (!query.error) return;
    console.error('Failed to fetch blog posts', query.error);
    void notifyError({ title: 'Error', message: 'Failed to fetch blog posts. Please refresh the page.' });
  }, [query.error]);
  return { ...readState(query), reload: () => void query.refetch() };
}

export function useInsightArticle(slug: string): ReadState<BlogPost> {
  return readState(useServerQuery({ queryKey: postKeys.one(slug), queryFn: ({ signal }) => postsApi.get(slug, signal) }));
}

/** Up to 6 related posts; a failure is only logged and hides the carousel. */
export function useRelatedPosts(slug: string): BlogPostSummary[] {
  const { data, error } = useServerQuery({ queryKey: postKeys.related(slug), queryFn: ({ signal }) => postsApi.related(slug, signal) });
  useEffect(() => {
    if (error) console.error('Failed to load related posts', error);
  }, [error]);
  return data ?? [];
}

/**
 * The displayed view count (synthetic base + real). The view is counted once per browser per post (`viewed_posts`;
 * the count answers the new total); every later load reads the current total instead, since the post it was given
 * may be behind (a prerendered article carries the count of its build). Failures are only logged and leave the
 * given count.
 */
export function usePostViews(post: Pick<BlogPost, 'id' | 'slug' | 'views'>): number {
  const { data, error } = useServerQuery({
    queryKey: postKeys.views(post.slug),
    queryFn: ({ signal }) => postsApi.views(post.slug, markViewed(window.localStorage, post.id), signal),
    // A count is read once per page view: a refetch would count nothing and only repeat the total.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (error) console.error('Failed to track view', error);
  }, [error]);
  return displayedViews(post.id, data ?? post.views);
}

const NONE: ReactionCounts = { like: 0, wow: 0, helpful: 0, not_helpful: 0 };

export type PostReactionsState = {
  /** Displayed counts: the synthetic base plus the real reactions. */
  counts: ReactionCounts;
  /** Types this browser session already gave (their buttons are disabled). */
  mine: ReactionType[];
  pending: ReactionType | undefined;
  react: (type: ReactionType) => void;
};

/** Reactions of one post for this browser's `blog_session`; failures are logged only. */
export function usePostReactions(post: Pick<BlogPost, 'id' | 'slug'>): PostReactionsState {
  const client = queryClient();
  const key = postKeys.reactions(post.slug);
  const { data, error } = useServerQuery({ queryKey: key, queryFn: ({ signal }) => postsApi.reactions(post.slug, sessionId(window.localStorage), signal), staleTime: 0 });
  const reaction = useServerMutation({
    mutationFn: (type: ReactionType) => postsApi.react(post.slug, type, sessionId(window.localStorage)),
    onSuccess: (answer) => client.setQueryData(key, { counts: answer.counts, mine: answer.mine }),
    onError: (failure: unknown) => console.error('Failed to save reaction', failure),
  });
  useEffect(() => {
    if (error) console.error('Failed to load reactions', error);
  }, [error]);
  const mine = data?.mine ?? [];
  const pending = reaction.isPending ? reaction.variables : undefined;
  return {
    counts: displayedReactionCounts(post.id, data?.counts ?? NONE),
    mine,
    pending,
    react: (type) => {
      if (mine.includes(type) || pending) return;
      reaction.mutate(type);
    },
  };
}
