import { httpHandler } from '../lib/http';
import { memoize } from '../lib/memo';
import { PUBLIC_CONTENT_TTL_MS } from './published-content';
import { projectStore } from './deps';

const projects = memoize(PUBLIC_CONTENT_TTL_MS, () => projectStore().listPublished(new Date()));

/** GET /api/projects — every published project, newest first, with all fields (the Work list and the home portfolio). */
export const handler = httpHandler({}, async () => ({ body: { projects: await projects() } }));
