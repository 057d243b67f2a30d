import { reactionRequestSchema, slugParamsSchema } from '../../shared/content/schemas';
import { httpHandler } from '../lib/http';
import { requirePublishedPost } from './published-post';
import { postStore, reactionStore } from './deps';

/**
 * POST /api/posts/{slug}/reactions `{type, session}` — counts a reaction once per type per session: 201 when this
 * request counted it, 200 when the session had already given it. Both answer the counts and the session's types.
 */
export const handler = httpHandler({ params: slugParamsSchema, body: reactionRequestSchema }, async ({ params, body }) => {
  const post = await requirePublishedPost(postStore(), params.slug, new Date());
  const reactions = reactionStore();
  const counted = await reactions.add(post.id, body.type, body.session, new Date());
  return { status: counted ? 201 : 200, body: { ...(await reactions.read(post.id, body.session)), counted } };
});
