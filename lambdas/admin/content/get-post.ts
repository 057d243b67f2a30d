import { postCollection } from './collections';
import { getItemHandler } from './item-handlers';

/** GET /api/admin/posts/{id} — one post, a draft too. */
export const handler = getItemHandler(postCollection);
