import { slugParamsSchema } from '../../shared/content/schemas';
import { httpHandler } from '../lib/http';
import { requirePublishedPost } from './published-post';
import { postStore } from './deps';

/** GET /api/posts/{slug} — one published post with its Markdown body. */
export const handler = httpHandler({ params: slugParamsSchema }, async ({ params }) => ({
  body: { post: await requirePublishedPost(postStore(), params.slug, new Date()) },
}));
