import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { altProblem, mediaInUseMessage, mediaStem, replacedAddresses, thumbnailKey, uploadedAddresses, type MediaRecord } from '../../../shared/content/media-library';
import { isStaleSave, staleSaveMessage, storedVersion } from '../../../shared/content/revisions';
import { UPLOAD_VARIANT_FORMATS, UPLOAD_VARIANT_WIDTHS, uploadVariantPath } from '../../../shared/site/responsive-media';
import { mediaDeleteQuerySchema, mediaKindOf, mediaReplaceSchema, mediaUpdateSchema, type MediaItem } from '../../../shared/content/studio-schemas';
import { uploadKeys, uploadNameParamsSchema } from '../../../shared/content/upload-check';
import { AppError } from '../../../shared/errors';
import { audit } from '../../audit/deps';
import { mediaStore } from '../../content/deps';
import { staffWith } from '../../lib/auth';
import { requiredEnv, s3 } from '../../lib/aws';
import { httpHandler } from '../../lib/http';
import { savedByOf } from './item-changes';
import { resaveUsers, usagesOf, type FieldChange } from './media-references';

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

/** Items showing the file whose copy of its alt text (`media_alt`) differs from `alt`: they are saved again. */
const carryAlt =
  (name: string, alt: string): FieldChange =>
  (kind, row) => {
    if (kind === 'page') return undefined;
    const carried = (row.media_alt ?? {}) as Record<string, string>;
    const stale = [...uploadedAddresses(row)].some(([address, shown]) => shown === name && (carried[address] ?? '') !== alt.trim());
    return stale ? row : undefined;
  };

/**
 * PUT /api/admin/media/{name} `{alt, version}` — sets a file's alt text. Images need one; the save is refused (409)
 * when the file changed since the editor read `version`, and stored only if it is still at that version. Every item
 * that shows the file is then saved again carrying the new text, so its pages are republished with it.
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
    await resaveUsers(caller, params.name, carryAlt(params.name, body.alt), 'media_alt_updated');
    return { body: { media: asItem(saved) } };
  },
);

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
    await removeObjects(bucket, params.name);
    await audit().record(caller, 'media.deleted', record.url.slice(1), { name: record.original_name });
    return { status: 204 };
  },
);

async function removeObjects(bucket: string, name: string): Promise<void> {
  for (const key of storedObjects(name)) await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/**
 * POST /api/admin/media/{name}/replace `{replacement, version}` — puts a newly uploaded file (`replacement`, checked
 * and served like any upload) everywhere this one is shown, then deletes this one. The new file has its own address:
 * addresses of uploads never change content, so browsers and the CDN may keep them for a year. Each item that shows
 * the file is saved again with the new address (a new revision, its pages republished); the new file takes this
 * one's alt text when it has none. Answers the new file and the items changed.
 */
export const replaceMedia = httpHandler(
  { authorize: staffWith('content:write'), params: uploadNameParamsSchema, body: mediaReplaceSchema },
  async ({ caller, params, body }) => {
    const bucket = requiredEnv('MEDIA_BUCKET');
    const record = await servedRecord(bucket, params.name);
    if (isStaleSave(body.version, record)) throw await staleChange(params.name);
    if (body.replacement === params.name) throw new AppError('VALIDATION_ERROR', { fields: { replacement: 'Choose another file than the one it replaces.' } });
    let replacement: MediaRecord;
    try {
      replacement = await servedRecord(bucket, body.replacement);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('VALIDATION_ERROR', { fields: { replacement: 'The new file is not in the library (yet): upload it and wait until it is checked.' } });
      throw error;
    }
    if (replacement.kind !== record.kind) throw new AppError('VALIDATION_ERROR', { fields: { replacement: `Replace ${record.kind === 'image' ? 'an image with an image' : 'a video with a video'}.` } });
    if (!replacement.alt.trim() && record.alt.trim()) {
      replacement = { ...replacement, alt: record.alt, version: storedVersion(replacement) + 1, updated_at: new Date().toISOString(), updated_by: savedByOf(caller) };
      if (!(await mediaStore().saveAtVersion(replacement, storedVersion(replacement) - 1))) throw await staleChange(body.replacement);
    }
    const moved = await resaveUsers(caller, params.name, (_kind, row) => replacedAddresses(row, params.name, body.replacement), 'media_replaced');
    // Someone may have picked the old file in the meantime: then it stays, and the library still shows it.
    if ((await usagesOf(params.name)).length === 0 && (await mediaStore().deleteAtVersion(params.name, storedVersion(record)))) await removeObjects(bucket, params.name);
    await audit().record(caller, 'media.replaced', record.url.slice(1), { name: record.original_name, replacement: replacement.url, items: moved.map((usage) => `${usage.kind}/${usage.id}`) });
    return { body: { media: asItem(replacement), updated: moved.map(({ kind, id, title }) => ({ kind, id, title })) } };
  },
);

async function refuseWhileUsed(name: string): Promise<void> {
  const usages = await usagesOf(name);
  if (usages.length === 0) return;
  throw new AppError('CONFLICT', { title: 'File In Use', message: mediaInUseMessage(usages), fields: { name: `Used in ${usages.length} place${usages.length === 1 ? '' : 's'}.` } });
}
