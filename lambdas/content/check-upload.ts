import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { THUMBNAIL_WIDTH, thumbnailKey } from '../../shared/content/media-library';
import { MEDIA_PREFIXES, SNIFF_BYTES, uploadKeys, uploadName, uploadVerdict } from '../../shared/content/upload-check';
import { audit } from '../audit/deps';
import { s3 } from '../lib/aws';
import { logger } from '../lib/logger';
import { mediaStore } from './deps';

/** The audit log's name for this check, which acts on its own rather than for a signed-in person. */
const UPLOAD_CHECK = { userId: 'upload-check' };

/**
 * The media bucket's consumer of `media/incoming/`: reads the first bytes of each upload and sniffs their type
 * (`file-type`). Bytes of the declared type: the file moves to `media/uploads/`, where the site serves it. Anything
 * else is deleted unserved, with a note under `media/rejected/` that the studio shows beside the file, and an audit
 * entry that tells staff. A served image also gets the library's thumbnail (sharp, 320 px wide WebP), and the
 * upload's record is marked ready; a rejected upload's record is removed.
 */
export async function handler(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    const bucket = record.s3.bucket.name;
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    if (!key.startsWith(MEDIA_PREFIXES.incoming)) continue;
    await checkUpload(bucket, key);
  }
}

async function checkUpload(bucket: string, key: string): Promise<void> {
  const keys = uploadKeys(uploadName(key));
  let head;
  try {
    head = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }));
  } catch (error) {
    // A notification delivered twice finds the file already moved or deleted: nothing is left to do.
    if ((error as Error).name === 'NoSuchKey') return;
    throw error;
  }
  const bytes = await head.Body!.transformToByteArray();
  const declared = head.ContentType ?? '';
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  const verdict = uploadVerdict(declared, detected);
  if (verdict.accepted) {
    const thumbnail = declared.startsWith('image/') ? await makeThumbnail(bucket, key) : undefined;
    // The copy first, then the deletion, for the same reason.
    await s3().send(new CopyObjectCommand({ Bucket: bucket, CopySource: `${bucket}/${key}`, Key: keys.served, MetadataDirective: 'COPY' }));
    await mediaStore().markReady(uploadName(key), thumbnail, new Date().toISOString());
    await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    return;
  }
  // The note first, then the deletion: the upload is always somewhere the studio's status check looks.
  const report = { reason: verdict.reason, declared, detected: detected ?? null, at: new Date().toISOString() };
  await s3().send(new PutObjectCommand({ Bucket: bucket, Key: keys.rejected, Body: JSON.stringify(report), ContentType: 'application/json' }));
  await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  await mediaStore().remove(uploadName(key));
  await audit().record(UPLOAD_CHECK, 'media.rejected', keys.served, report);
  logger.warn('upload rejected: its bytes are not of the declared type', { key, declared, detected });
}

/**
 * The library's preview of an accepted image: 320 px wide WebP (never enlarged), first frame of a GIF. Answers its
 * site path, or none when sharp cannot decode the file (the library then shows the image itself): a file can pass
 * the sniff on its first bytes and still be truncated or damaged further on.
 */
async function makeThumbnail(bucket: string, key: string): Promise<string | undefined> {
  const original = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const bytes = Buffer.from(await original.Body!.transformToByteArray());
  let body: Buffer;
  try {
    body = await sharp(bytes).rotate().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer();
  } catch (error) {
    logger.warn('no thumbnail: the image cannot be decoded', { key, error: (error as Error).message });
    return undefined;
  }
  const target = thumbnailKey(uploadName(key));
  await s3().send(new PutObjectCommand({ Bucket: bucket, Key: target, Body: body, ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable' }));
  return `/${target}`;
}
