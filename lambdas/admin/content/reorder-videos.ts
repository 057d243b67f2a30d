import { videoOrderSchema } from '../../../shared/content/studio-schemas';
import { AppError } from '../../../shared/errors';
import { staffWith } from '../../lib/auth';
import { dynamo } from '../../lib/aws';
import { httpHandler } from '../../lib/http';
import { RETRY, transact, withTransactionRetries } from '../../lib/transaction';
import { videoStore } from '../../content/deps';
import { audit } from '../../audit/deps';
import { videoCollection } from './collections';

/** A transaction holds at most 100 writes: the moved videos and the audit entry. */
const MAX_MOVED = 99;
/** Attempts before the editor is told to retry: only a concurrent change of the videos fails one. */
const REORDER_ATTEMPTS = 5;

/**
 * PUT /api/admin/videos/order `{ids}` — every video's id in its new order; each gets its place as `display_order`.
 * The list must name every video once, so a reorder made from a stale list is refused rather than half applied.
 * Every moved video and the audit entry are one transaction: a reorder is applied whole or not at all.
 */
export const handler = httpHandler({ authorize: staffWith('content:write'), body: videoOrderSchema }, async ({ caller, body }) => {
  const store = videoStore();
  await withTransactionRetries({ attempts: REORDER_ATTEMPTS }, async () => {
    const videos = await store.listAll();
    const known = new Set(videos.map((video) => video.id));
    if (body.ids.length !== known.size || new Set(body.ids).size !== body.ids.length || body.ids.some((id) => !known.has(id))) {
      throw new AppError('VALIDATION_ERROR', { fields: { ids: 'List every video exactly once; reload the list and try again.' } });
    }
    const byId = new Map(videos.map((video) => [video.id, video]));
    const moved = body.ids.map((id, place) => ({ video: byId.get(id)!, place })).filter(({ video, place }) => video.display_order !== place);
    if (moved.length > MAX_MOVED) {
      throw new AppError('VALIDATION_ERROR', { fields: { ids: `Move at most ${MAX_MOVED} videos at a time; save this order in smaller steps.` } });
    }
    const ids = moved.map(({ video }) => video.id);
    const outcome = await transact(dynamo(), [
      ...moved.map(({ video, place }) => store.moveWrite(video, place)),
      audit().entryWrite(caller, 'video.reordered', 'videos', { changed: ['display_order'], ids }),
    ]);
    // A video changed or added since the read: read again, and refuse the order if it no longer names every video.
    return outcome.committed ? true : RETRY;
  });
  const ordered = await store.listAll();
  return { body: { videos: ordered.map((video) => videoCollection.present(video)) } };
});
