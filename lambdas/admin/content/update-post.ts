import { postCollection } from './collections';
import { updateItemHandler } from './item-handlers';

/** PUT /api/admin/posts/{id} — replaces the whole post. */
export const handler = updateItemHandler(postCollection);
