import { videoCollection } from './collections';
import { getItemHandler } from './item-handlers';

/** GET /api/admin/videos/{id} — one video, a draft too. */
export const handler = getItemHandler(videoCollection);
