import { videoCollection } from './collections';
import { updateItemHandler } from './item-handlers';

/** PUT /api/admin/videos/{id} — replaces the whole video. */
export const handler = updateItemHandler(videoCollection);
