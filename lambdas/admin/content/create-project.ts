import { projectCollection } from './collections';
import { createItemHandler } from './item-handlers';

/** POST /api/admin/projects — a new project (201). */
export const handler = createItemHandler(projectCollection);
