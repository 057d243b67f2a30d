import { useCallback, useEffect, useState } from 'react';
import type { BlogPost, ReactionCounts, ReactionType } from '../../../shared/content/types';
import { displayedReactionCounts } from '../../../shared/content/synthetic-counts';
import { sessionId } from '../features/insights/insight-utils';
import { usePostsApi } from './usePostsApi';

const NONE: ReactionCounts = { like: 0, wow: 0, helpful: 0, not_helpful: 0 };

export type PostReactionsState = {
  /** Displayed counts: the synthetic base plus the real reactions. */
  counts: ReactionCounts;
  /** Types this browser session already gave (their buttons are disabled). */
  mine: ReactionType[];
  pending: ReactionType | undefined;
  react: (type: ReactionType) => void;
};

/** Reactions of one post for this browser's `blog_session`; failures are logged only (content-pages.md §8). */
export function usePostReactions(post: Pick<BlogPost, 'id' | 'slug'>): PostReactionsState {
  const api = usePostsApi();
  const [real, setReal] = useState<ReactionCounts>(NONE);
  const [mine, setMine] = useState<ReactionType[]>([]);
  const [pending, setPending] = useState<ReactionType>();

  useEffect(() => {
    const controller = new AbortController();
    setReal(NONE);
    setMine([]);
    api.reactions(post.slug, sessionId(window.localStorage), controller.signal).then(
      (answer) => {
        setReal(answer.counts);
        setMine(answer.mine);
      },
      (error: unknown) => !controller.signal.aborted && console.error('Failed to load reactions', error),
    );
    return () => controller.abort();
  }, [api, post.slug]);

  const react = useCallback(
    (type: ReactionType) => {
      if (mine.includes(type) || pending) return;
      setPending(type);
      api
        .react(post.slug, type, sessionId(window.localStorage))
        .then(
          (answer) => {
            setReal(answer.counts);
            setMine(answer.mine);
          },
          (error: unknown) => console.error('Failed to save reaction', error),
        )
        .finally(() => setPending(undefined));
    },
    [api, post.slug, mine, pending],
  );

  return { counts: displayedReactionCounts(post.id, real), mine, pending, react };
}
