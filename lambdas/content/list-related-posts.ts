import { slugParamsSchema } from '../../shared/content/schemas';
import { httpHandler } from '../lib/http';
import { requirePublishedPost } from './published-post';
import { postStore } from './deps';

/** At most this many related articles: the article page's related list shows one row of six. */
export const RELATED_POSTS_LIMIT = 6;

/** GET /api/posts/{slug}/related — other published posts of the same category, newest first. */
export const handler = httpHandler({ params: slugParamsSchema }, async ({ params }) => {
  const [store, now] = [postStore(), new Date()];
  const post = await requirePublishedPost(store, params.slug, now);
  return { body: { posts: await store.listRelated(post, RELATED_POSTS_LIMIT, now) } };
});
