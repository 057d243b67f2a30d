import { slugParamsSchema } from '../../shared/content/schemas';
import { AppError } from '../../shared/errors';
import { httpHandler } from '../lib/http';
import { requirePublishedPost } from './published-post';
import { postStore } from './deps';

/** POST /api/posts/{slug}/views — adds one view atomically and answers the new count. */
export const handler = httpHandler({ params: slugParamsSchema }, async ({ params }) => {
  const store = postStore();
  const post = await requirePublishedPost(store, params.slug, new Date());
  const views = await store.addView(post.id);
  if (views === undefined) throw new AppError('NOT_FOUND', { message: 'Article not found' });
  return { body: { views } };
});
