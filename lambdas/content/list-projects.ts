import { httpHandler } from '../lib/http';
import { projectStore } from './stores';

/** GET /api/projects — every project, newest first, with all fields (the Work list and the home portfolio). */
export const handler = httpHandler({}, async () => ({ body: { projects: await projectStore().list() } }));
