import { videoCollection } from './collections';
import { deleteItemHandler } from './item-handlers';

/** DELETE /api/admin/videos/{id} — 204. */
export const handler = deleteItemHandler(videoCollection);
