import { slugParamsSchema } from '../../shared/content/schemas';
import { httpHandler } from '../lib/http';
import { requirePublishedPost } from './published-post';
import { postStore } from './deps';

/**
 * GET /api/posts/{slug}/views — the real view count without counting one: a browser that has already counted its
 * view still shows the current total on every load (a prerendered article carries the count of its build).
 */
export const handler = httpHandler({ params: slugParamsSchema }, async ({ params }) => {
  const post = await requirePublishedPost(postStore(), params.slug, new Date());
  return { body: { views: post.views } };
});
