import { httpHandler } from '../lib/http';
import { postStore } from './stores';

/** GET /api/posts — published posts, newest first, without their bodies. */
export const handler = httpHandler({}, async () => ({ body: { posts: await postStore().listPublished() } }));
