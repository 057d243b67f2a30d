import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { altProblem, findMediaUsages, mediaInUseMessage, thumbnailKey, mediaStem, type MediaRecord } from '../../../shared/content/media-library';
import { isStaleSave, staleSaveMessage, storedVersion } from '../../../shared/content/revisions';
import { UPLOAD_VARIANT_FORMATS, UPLOAD_VARIANT_WIDTHS, uploadVariantPath } from '../../../shared/site/responsive-media';
import { mediaDeleteQuerySchema, mediaKindOf, mediaUpdateSchema, type MediaItem } from '../../../shared/content/studio-schemas';
import { uploadKeys, uploadNameParamsSchema } from '../../../shared/content/upload-check';
import { AppError } from '../../../shared/errors';
import { audit } from '../../audit/deps';
import { mediaStore, postStore, projectStore, videoStore } from '../../content/stores';
import { SeoPageStore } from '../../seo/seo-page-store';
import { staffWith } from '../../lib/auth';
import { dynamo, requiredEnv, s3, tableName } from '../../lib/aws';
import { httpHandler } from '../../lib/http';
import { savedByOf } from './item-changes';

const notFound = () => new AppError('NOT_FOUND', { message: 'No file of this name in the media library.' });

/**
 * The record of a served file: its stored one, or (for a file uploaded before records were kept) one made from what
 * storage knows, at version 0. 404 when the file is not served (never uploaded, refused, or deleted).
 */
async function servedRecord(bucket: string, name: string): Promise<MediaRecord> {
  const keys = uploadKeys(name);
  let head;
  try {
    head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: keys.served }));
  } catch (error) {
    if (['NotFound', 'NoSuchKey'].includes((error as Error).name)) throw notFound();
    throw error;
  }
  const stored = await mediaStore().get(name);
  if (stored) return stored;
  const contentType = head.ContentType ?? '';
  return {
    name,
    url: `/${keys.served}`,
    original_name: name,
    content_type: contentType,
    kind: mediaKindOf(contentType),
    size: head.ContentLength ?? 0,
    alt: '',
    status: 'ready',
    uploaded_at: (head.LastModified ?? new Date(0)).toISOString(),
    uploaded_by: 'unknown',
    version: 0,
  };
}

const asItem = (record: MediaRecord): MediaItem => ({
  url: record.url,
  key: record.url.slice(1),
  name: record.name,
  original_name: record.original_name,
  contentType: record.content_type,
  kind: record.kind,
  size: record.size,
  uploaded_at: record.uploaded_at,
  alt: record.alt,
  thumbnail_url: record.thumbnail_url ?? null,
  version: record.version,
});

/** The 409 of a change decided on an older copy of the record: who changed it since, and when. */
async function staleChange(name: string): Promise<AppError> {
  const current = await mediaStore().get(name);
  return new AppError('CONFLICT', {
    message: staleSaveMessage('file', { savedBy: current?.updated_by, savedAt: current?.updated_at }),
    fields: { version: 'Another change of this file came first.' },
  });
}

/**
 * PUT /api/admin/media/{name} `{alt, version}` — sets a file's alt text. Images need one; the save is refused (409)
 * when the file changed since the editor read `version`, and stored only if it is still at that version.
 */
export const updateMedia = httpHandler(
  { authorize: staffWith('content:write'), params: uploadNameParamsSchema, body: mediaUpdateSchema },
  async ({ caller, params, body }) => {
    const record = await servedRecord(requiredEnv('MEDIA_BUCKET'), params.name);
    const problem = altProblem(record.kind, body.alt);
    if (problem) throw new AppError('VALIDATION_ERROR', { fields: { alt: problem } });
    if (isStaleSave(body.version, record)) throw await staleChange(params.name);
    const saved: MediaRecord = { ...record, alt: body.alt, version: storedVersion(record) + 1, updated_at: new Date().toISOString(), updated_by: savedByOf(caller) };
    if (!(await mediaStore().saveAtVersion(saved, storedVersion(record)))) throw await staleChange(params.name);
    await audit().record(caller, 'media.updated', record.url.slice(1), { changed: ['alt'], alt: { before: record.alt, after: body.alt } });
    return { body: { media: asItem(saved) } };
  },
);

/** Every item (drafts included) and page record that shows the file, by title and field. */
async function usagesOf(name: string) {
  const [posts, projects, videos, seoPages] = await Promise.all([
    postStore().listAll(),
    projectStore().listAll(),
    videoStore().listAll(),
    new SeoPageStore(dynamo(), tableName('seo_pages')).list(),
  ]);
  return findMediaUsages(name, { posts, projects, videos, seoPages });
}

/** The stored objects of one upload: the file, its thumbnail and its responsive variants. */
const storedObjects = (name: string) => [
  uploadKeys(name).served,
  thumbnailKey(name),
  ...UPLOAD_VARIANT_WIDTHS.flatMap((width) => UPLOAD_VARIANT_FORMATS.map((format) => uploadVariantPath(mediaStem(name), width, format).slice(1))),
];

/**
 * DELETE /api/admin/media/{name}?version= — removes a file with its thumbnail and variants. Refused with 409
 * `CONFLICT` while any post, project, video or page record shows it (the message names each by title and field),
 * or when the file changed since the editor read `version`. The record goes first, under its version, then the
 * objects: a retry after a failure finds no record and finishes the job.
 */
export const deleteMedia = httpHandler(
  { authorize: staffWith('content:write'), params: uploadNameParamsSchema, query: mediaDeleteQuerySchema },
  async ({ caller, params, query }) => {
    const bucket = requiredEnv('MEDIA_BUCKET');
    const record = await servedRecord(bucket, params.name);
    if (isStaleSave(query.version, record)) throw await staleChange(params.name);
    await refuseWhileUsed(params.name);
    if (!(await mediaStore().deleteAtVersion(params.name, storedVersion(record)))) throw await staleChange(params.name);
    for (const key of storedObjects(params.name)) await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    await audit().record(caller, 'media.deleted', record.url.slice(1), { name: record.original_name });
    return { status: 204 };
  },
);

async function refuseWhileUsed(name: string): Promise<void> {
  const usages = await usagesOf(name);
  if (usages.length === 0) return;
  throw new AppError('CONFLICT', { title: 'File In Use', message: mediaInUseMessage(usages), fields: { name: `Used in ${usages.length} place${usages.length === 1 ? '' : 's'}.` } });
}
