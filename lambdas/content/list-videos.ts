import { httpHandler } from '../lib/http';
import { videoStore } from './stores';

/** GET /api/videos — published videos by display order. */
export const handler = httpHandler({}, async () => ({ body: { videos: await videoStore().listPublished() } }));
