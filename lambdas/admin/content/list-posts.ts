import { postCollection } from './collections';
import { listItemsHandler } from './item-handlers';

/** GET /api/admin/posts — every post, drafts included. */
export const handler = listItemsHandler(postCollection);
