import { postCollection } from './collections';
import { createItemHandler } from './item-handlers';

/** POST /api/admin/posts — a new post (201). */
export const handler = createItemHandler(postCollection);
