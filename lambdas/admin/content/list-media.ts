import { ListObjectsV2Command, type _Object } from '@aws-sdk/client-s3';
import { mediaKindOf, mediaLimits, type MediaItem, type MediaListResponse } from '../../../shared/content/studio-schemas';
import { requiredEnv, s3 } from '../../lib/aws';
import { staffWith } from '../../lib/auth';
import { httpHandler } from '../../lib/http';

/** Where the studio's uploads live; the variants beside them are derived files, not part of the library. */
const UPLOADS_PREFIX = 'media/uploads/';

/**
 * The library answers at most this many files, newest first. Upload keys are random, so S3 lists them in no useful
 * order: the newest can only be found by reading every key, and a longer answer would be slow to read and to show.
 */
const MEDIA_LIST_LIMIT = 500;

/** Reading stops after this many keys (S3 pages of 1,000), so a huge bucket cannot make the request time out. */
const MAX_KEYS_READ = 10_000;

const contentTypeByExtension = new Map(Object.entries(mediaLimits).map(([type, { extension }]) => [extension, type]));

function toItem(object: _Object): MediaItem | undefined {
  const key = object.Key;
  if (!key || key.endsWith('/')) return undefined;
  const name = key.slice(UPLOADS_PREFIX.length);
  const contentType = contentTypeByExtension.get(name.split('.').pop()?.toLowerCase() ?? '');
  return {
    url: `/${key}`,
    key,
    name,
    contentType,
    kind: mediaKindOf(contentType ?? ''),
    size: object.Size ?? 0,
    uploaded_at: (object.LastModified ?? new Date(0)).toISOString(),
  };
}

/** Every upload under the prefix (up to the read cap), newest first, capped at the answer's limit. */
async function listMedia(bucket: string): Promise<MediaListResponse> {
  const items: MediaItem[] = [];
  let token: string | undefined;
  let more = false;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: UPLOADS_PREFIX, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      const item = toItem(object);
      if (item) items.push(item);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
    more = token !== undefined && items.length >= MAX_KEYS_READ;
  } while (token && !more);
  items.sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at) || a.name.localeCompare(b.name));
  return { media: items.slice(0, MEDIA_LIST_LIMIT), truncated: more || items.length > MEDIA_LIST_LIMIT };
}

/** GET /api/admin/media — the uploaded files every staff role may browse and copy addresses from. */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => ({ body: await listMedia(requiredEnv('MEDIA_BUCKET')) }));
