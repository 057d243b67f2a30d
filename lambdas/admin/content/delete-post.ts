import { postCollection } from './collections';
import { deleteItemHandler } from './item-handlers';

/** DELETE /api/admin/posts/{id} — 204. */
export const handler = deleteItemHandler(postCollection);
