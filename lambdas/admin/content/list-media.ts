import { ListObjectsV2Command, type _Object } from '@aws-sdk/client-s3';
import { matchesMediaSearch, type MediaRecord } from '../../../shared/content/media-library';
import { mediaKindOf, mediaLimits, mediaListQuerySchema, type MediaItem, type MediaListResponse } from '../../../shared/content/studio-schemas';
import { mediaStore } from '../../content/deps';
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

/**
 * A served file as the library shows it: storage says what is served, its record (when it has one) what the editor
 * gave. A file uploaded before records were kept has none: its stored name stands for the original, version 0.
 */
function toItem(object: _Object, record: MediaRecord | undefined): MediaItem | undefined {
  const key = object.Key;
  if (!key || key.endsWith('/')) return undefined;
  const name = key.slice(UPLOADS_PREFIX.length);
  const contentType = record?.content_type ?? contentTypeByExtension.get(name.split('.').pop()?.toLowerCase() ?? '');
  return {
    url: `/${key}`,
    key,
    name,
    original_name: record?.original_name ?? name,
    contentType,
    kind: mediaKindOf(contentType ?? ''),
    size: object.Size ?? 0,
    uploaded_at: record?.uploaded_at ?? (object.LastModified ?? new Date(0)).toISOString(),
    alt: record?.alt ?? '',
    thumbnail_url: record?.thumbnail_url ?? null,
    version: record?.version ?? 0,
  };
}

/** Every upload under the prefix (up to the read cap) the search finds, newest first, capped at the answer's limit. */
async function listMedia(bucket: string, query: string): Promise<MediaListResponse> {
  const records = new Map((await mediaStore().listAll()).map((record) => [record.name, record]));
  const items: MediaItem[] = [];
  let token: string | undefined;
  let more = false;
  let keysRead = 0;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: UPLOADS_PREFIX, ContinuationToken: token }));
    keysRead += page.Contents?.length ?? 0;
    for (const object of page.Contents ?? []) {
      const item = toItem(object, records.get((object.Key ?? '').slice(UPLOADS_PREFIX.length)));
      if (item && matchesMediaSearch(item, query)) items.push(item);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
    more = token !== undefined && keysRead >= MAX_KEYS_READ;
  } while (token && !more);
  items.sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at) || a.name.localeCompare(b.name));
  return { media: items.slice(0, MEDIA_LIST_LIMIT), truncated: more || items.length > MEDIA_LIST_LIMIT };
}

/**
 * GET /api/admin/media?q= — the uploaded files every staff role may browse and copy addresses from; `q` finds files
 * by name or alt text among all of them, not only the newest the answer holds.
 */
export const handler = httpHandler({ authorize: staffWith('dashboard:read'), query: mediaListQuerySchema }, async ({ query }) => ({
  body: await listMedia(requiredEnv('MEDIA_BUCKET'), query.q ?? ''),
}));
