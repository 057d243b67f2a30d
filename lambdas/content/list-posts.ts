import { httpHandler } from '../lib/http';
import { memoize } from '../lib/memo';
import { PUBLIC_CONTENT_TTL_MS } from './published-content';
import { postStore } from './deps';

const posts = memoize(PUBLIC_CONTENT_TTL_MS, () => postStore().listPublished(new Date()));

/** GET /api/posts — published posts, newest first, without their bodies. */
export const handler = httpHandler({}, async () => ({ body: { posts: await posts() } }));
