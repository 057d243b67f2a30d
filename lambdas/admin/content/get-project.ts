import { projectCollection } from './collections';
import { getItemHandler } from './item-handlers';

/** GET /api/admin/projects/{id} — one project, a draft too. */
export const handler = getItemHandler(projectCollection);
