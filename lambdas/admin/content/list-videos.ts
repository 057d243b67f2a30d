import { videoCollection } from './collections';
import { listItemsHandler } from './item-handlers';

/** GET /api/admin/videos — every video, drafts included. */
export const handler = listItemsHandler(videoCollection);
