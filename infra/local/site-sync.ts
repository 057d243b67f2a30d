/**
 * Uploads the web build to the site bucket, as the deploy does in AWS: every file of `web/dist` whose bytes differ
 * from the bucket's copy (compared by MD5, S3's ETag of a simple upload), with its content type. Nothing is
 * deleted: pages the publisher wrote for content published since the build stay until the publisher removes them.
 */
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { contentTypeOf } from './gateway/static-site';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function bucketEtags(s3: S3Client, bucket: string): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) etags.set(object.Key!, (object.ETag ?? '').replace(/"/g, ''));
    token = page.NextContinuationToken;
  } while (token);
  return etags;
}

/** Returns how many files were uploaded (0 when the build is already there, or there is no build). */
export async function syncSiteBuild(s3: S3Client, bucket: string, distDir: string): Promise<number> {
  if (!existsSync(join(distDir, 'index.html'))) return 0;
  const [files, etags] = await Promise.all([filesUnder(distDir), bucketEtags(s3, bucket)]);
  let uploaded = 0;
  for (const file of files) {
    const key = relative(distDir, file).split(sep).join('/');
    const body = await readFile(file);
    if (etags.get(key) === createHash('md5').update(body).digest('hex')) continue;
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentTypeOf(key) }));
    uploaded += 1;
  }
  return uploaded;
}
