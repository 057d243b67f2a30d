import { projectCollection } from './collections';
import { listItemsHandler } from './item-handlers';

/** GET /api/admin/projects — every project, drafts included. */
export const handler = listItemsHandler(projectCollection);
