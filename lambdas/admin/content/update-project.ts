import { projectCollection } from './collections';
import { updateItemHandler } from './item-handlers';

/** PUT /api/admin/projects/{id} — replaces the whole project. */
export const handler = updateItemHandler(projectCollection);
