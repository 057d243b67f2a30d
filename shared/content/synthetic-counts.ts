import type { ReactionType } from './reactions';
import type { ReactionCounts } from './schemas';
import { stableHash } from './stable-hash';

/*
 * Displayed view and reaction counts are synthetic: a stable base derived from a hash of the
 * post id, plus the real interactions. Views: a value from 2000 to 5000, multiplied by 50. Reactions: 1200 to
 * 2578. not_helpful: fixed 4.
 */

const between = (seed: string, min: number, max: number) => min + (stableHash(seed) % (max - min + 1));

export function displayedViews(postId: string, realViews: number): number {
  return between(postId, 2000, 5000) * 50 + realViews;
}

export function displayedReactionCount(postId: string, type: ReactionType, realCount: number): number {
  const base = type === 'not_helpful' ? 4 : between(`${postId}:${type}`, 1200, 2578);
  return base + realCount;
}

export function displayedReactionCounts(postId: string, real: ReactionCounts): ReactionCounts {
  return {
    like: displayedReactionCount(postId, 'like', real.like),
    wow: displayedReactionCount(postId, 'wow', real.wow),
    helpful: displayedReactionCount(postId, 'helpful', real.helpful),
    not_helpful: displayedReactionCount(postId, 'not_helpful', real.not_helpful),
  };
}
