import { reactionsQuerySchema, slugParamsSchema } from '../../shared/content/schemas';
import { httpHandler } from '../lib/http';
import { requirePublishedPost } from './published-post';
import { postStore, reactionStore } from './deps';

/** GET /api/posts/{slug}/reactions?session={id} — real counts by type and the types this session has given. */
export const handler = httpHandler({ params: slugParamsSchema, query: reactionsQuerySchema }, async ({ params, query }) => {
  const post = await requirePublishedPost(postStore(), params.slug, new Date());
  return { body: await reactionStore().read(post.id, query.session) };
});
