import { videoCollection } from './collections';
import { createItemHandler } from './item-handlers';

/** POST /api/admin/videos — a new video (201). */
export const handler = createItemHandler(videoCollection);
