import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import sharp from 'sharp';
import { UPLOAD_VARIANT_FORMATS, UPLOAD_VARIANT_WIDTHS, uploadVariantPath, uploadedImageId } from '../../shared/site/responsive-media';
import { s3 } from '../lib/aws';

/** Variants never change once made: a new upload gets a new key. */
const VARIANT_CACHE = 'public, max-age=31536000, immutable';

/**
 * The media bucket's object-created consumer: for each uploaded image (not videos, not GIFs), a 480, 960 and 1600 px
 * wide AVIF and WebP under `media/variants/`, which the site's `<picture>` sources offer. Smaller images are not
 * enlarged: the variant keeps the original's width. A file that is not a decodable image is logged and skipped
 * (retrying cannot help).
 */
export async function handler(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    const bucket = record.s3.bucket.name;
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const id = uploadedImageId(key);
    if (!id) continue;
    const original = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const bytes = Buffer.from(await original.Body!.transformToByteArray());
    try {
      await sharp(bytes).metadata();
    } catch (error) {
      console.warn(JSON.stringify({ level: 'warn', message: 'Upload is not a decodable image', key, error: (error as Error).message }));
      continue;
    }
    for (const width of UPLOAD_VARIANT_WIDTHS) {
      const resized = sharp(bytes).rotate().resize({ width, withoutEnlargement: true });
      for (const format of UPLOAD_VARIANT_FORMATS) {
        const body = await (format === 'webp' ? resized.clone().webp({ quality: 75 }) : resized.clone().avif({ quality: 50 })).toBuffer();
        await s3().send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: uploadVariantPath(id, width, format).slice(1),
            Body: body,
            ContentType: `image/${format}`,
            CacheControl: VARIANT_CACHE,
          }),
        );
      }
    }
  }
}
