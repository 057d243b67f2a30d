import { projectCollection } from './collections';
import { deleteItemHandler } from './item-handlers';

/** DELETE /api/admin/projects/{id} — 204. */
export const handler = deleteItemHandler(projectCollection);
