import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { mediaKindOf, mediaLimits, mediaUploadRequestSchema, type MediaUploadResponse } from '../../../shared/content/studio-schemas';
import { UNCHECKED_RECORD_SECONDS } from '../../../shared/content/media-library';
import { uploadKeys } from '../../../shared/content/upload-check';
import { requiredEnv, s3 } from '../../lib/aws';
import { staffWith } from '../../lib/auth';
import { httpHandler } from '../../lib/http';
import { audit } from '../../audit/deps';
import { mediaStore } from '../../content/deps';
import { savedByOf } from './item-changes';

/** How long an upload link works: long enough for a 200 MB video on a slow line, short enough to be useless later. */
const UPLOAD_LINK_SECONDS = 15 * 60;

/**
 * POST /api/admin/media `{filename, contentType, size}` — a presigned PUT the browser sends the file with, straight
 * to the media bucket under a random name in `media/incoming/`. The type and size are checked here, before anything can
 * be stored, and both are part of the signature: S3 refuses a PUT whose Content-Type or Content-Length differ. The
 * upload check then moves a file whose bytes are of that type to `media/uploads/`, where `url` serves it, and deletes
 * any other (check-upload.ts); `GET /api/admin/media/uploads/{name}` tells which. The upload's record (its original
 * name, alt text if given) is stored first, as `checking`, so the check finds it when the file arrives.
 */
export const handler = httpHandler({ authorize: staffWith('content:write'), body: mediaUploadRequestSchema }, async ({ caller, body }) => {
  // Served keys are the paths the files are served at, so CloudFront passes `/media/uploads/…` to the bucket as it is.
  const now = new Date();
  const name = `${randomUUID()}.${mediaLimits[body.contentType]!.extension}`;
  const keys = uploadKeys(name);
  await mediaStore().create({
    name,
    url: `/${keys.served}`,
    original_name: body.filename,
    content_type: body.contentType,
    kind: mediaKindOf(body.contentType),
    size: body.size,
    alt: body.alt ?? '',
    status: 'checking',
    uploaded_at: now.toISOString(),
    uploaded_by: savedByOf(caller),
    version: 1,
    expiresAt: Math.floor(now.getTime() / 1000) + UNCHECKED_RECORD_SECONDS,
  });
  const url = await getSignedUrl(
    s3(),
    new PutObjectCommand({ Bucket: requiredEnv('MEDIA_BUCKET'), Key: keys.incoming, ContentType: body.contentType, ContentLength: body.size }),
    { expiresIn: UPLOAD_LINK_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  await audit().record(caller, 'media.upload_requested', keys.served, { name: body.filename, contentType: body.contentType, size: body.size });
  const response: MediaUploadResponse = { upload: { url, method: 'PUT', headers: { 'Content-Type': body.contentType } }, url: `/${keys.served}` };
  return { status: 201, body: response };
});
