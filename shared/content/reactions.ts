/**
 * The article reactions, without zod: the article page shows them, and importing them from schemas.ts would load
 * and set up zod while the page starts.
 */
export const reactionTypes = ['like', 'wow', 'helpful', 'not_helpful'] as const;
export type ReactionType = (typeof reactionTypes)[number];

/** Labels the article page shows ('wow' reads as insightful). */
export const reactionLabels: Record<ReactionType, string> = {
  like: 'Like',
  wow: 'Insightful',
  helpful: 'Helpful',
  not_helpful: 'Not helpful',
};
