import { videoOrderSchema } from '../../../shared/content/studio-schemas';
import { AppError } from '../../../shared/errors';
import { staffWith } from '../../lib/auth';
import { httpHandler } from '../../lib/http';
import { videoStore } from '../../content/stores';
import { audit } from '../deps';
import { videoCollection } from './collections';

/**
 * PUT /api/admin/videos/order `{ids}` — every video's id in its new order; each gets its place as `display_order`.
 * The list must name every video once, so a reorder made from a stale list is refused rather than half applied.
 */
export const handler = httpHandler({ authorize: staffWith('content:write'), body: videoOrderSchema }, async ({ caller, body }) => {
  const store = videoStore();
  const videos = await store.listAll();
  const known = new Set(videos.map((video) => video.id));
  if (body.ids.length !== known.size || new Set(body.ids).size !== body.ids.length || body.ids.some((id) => !known.has(id))) {
    throw new AppError('VALIDATION_ERROR', { fields: { ids: 'List every video exactly once; reload the list and try again.' } });
  }
  const byId = new Map(videos.map((video) => [video.id, video]));
  const moved = body.ids.map((id, place) => ({ ...byId.get(id)!, display_order: place })).filter((video) => video.display_order !== byId.get(video.id)!.display_order);
  for (const video of moved) await store.put(video);
  await audit().record(caller, 'video.reordered', 'videos', { changed: moved.map((video) => video.id) });
  const ordered = await store.listAll();
  return { body: { videos: ordered.map((video) => videoCollection.present(video)) } };
});
