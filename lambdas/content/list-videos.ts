import { httpHandler } from '../lib/http';
import { memoize } from '../lib/memo';
import { PUBLIC_CONTENT_TTL_MS } from './published-content';
import { videoStore } from './deps';

const videos = memoize(PUBLIC_CONTENT_TTL_MS, () => videoStore().listPublished());

/** GET /api/videos — published videos by display order. */
export const handler = httpHandler({}, async () => ({ body: { videos: await videos() } }));
