/**
 * s3rver's file store, with S3's guarantee that a PUT is atomic: a reader gets the whole old object or the whole new
 * one, never a torn mix.
 *
 * s3rver writes an object in place (truncating the file) and its metadata and checksum afterwards. A GET meanwhile
 * read a partial body, no content type, or an ETag of the partial body, which it also stored as the object's checksum.
 * The publisher rewrites the site's pages while visitors read them, so a page could be served as a truncated download
 * for good (the gateway revalidates by that ETag).
 *
 * Here every file is written beside its final name and renamed over it, and one object's writes, reads and deletes
 * take turns. A GET opens the body in its turn, so a later rename never changes what it streams.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const require = createRequire(import.meta.url);

interface StoredObject {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
}

interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  getObject(bucket: string, key: string, options?: object): Promise<unknown>;
  deleteObject(bucket: string, key: string): Promise<void>;
  copyObject(srcBucket: string, srcKey: string, destBucket: string, destKey: string, metadata?: object): Promise<unknown>;
}

const FilesystemStore = require('s3rver/lib/stores/filesystem') as new (rootDirectory: string) => FilesystemStore;
const { ALLOWED_METADATA } = require('s3rver/lib/models/object') as { ALLOWED_METADATA: string[] };

/** A name beside `path` (one file system, so renaming it over `path` is atomic) that s3rver's listing never reads. */
const pendingName = (path: string) => `${path}.${randomUUID()}.pending`;

async function writeWhole(path: string, text: string): Promise<void> {
  const pending = pendingName(path);
  try {
    await writeFile(pending, text);
    await rename(pending, path);
  } finally {
    await rm(pending, { force: true });
  }
}

async function writeMeasured(content: Buffer | Readable, path: string): Promise<{ size: number; md5: string }> {
  const md5 = createHash('md5');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      md5.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, measure, createWriteStream(path));
  return { size, md5: md5.digest('hex') };
}

export class AtomicFilesystemStore extends FilesystemStore {
  /** The last operation queued on each object (keyed by bucket and key). */
  private readonly turns = new Map<string, Promise<unknown>>();

  async putObject(object: StoredObject): Promise<{ size: number; md5: string }> {
    const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const pending = pendingName(objectPath);
    try {
      // The upload streams outside the object's turn: readers keep getting the old object meanwhile.
      const written = await writeMeasured(object.content, pending);
      await this.inTurn(object.bucket, object.key, async () => {
        await this.putMetadata(object.bucket, object.key, object.metadata, written.md5);
        await rename(pending, objectPath);
      });
      return written;
    } finally {
      await rm(pending, { force: true });
    }
  }

  async putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void> {
    const kept = Object.entries(metadata).filter(([name]) => ALLOWED_METADATA.includes(name) || name.startsWith('x-amz-meta-'));
    if (md5) await writeWhole(this.getResourcePath(bucket, key, 'object.md5'), md5);
    await writeWhole(this.getResourcePath(bucket, key, 'metadata.json'), JSON.stringify(Object.fromEntries(kept), null, 2));
  }

  getObject(bucket: string, key: string, options?: object): Promise<unknown> {
    return this.inTurn(bucket, key, () => super.getObject(bucket, key, options));
  }

  deleteObject(bucket: string, key: string): Promise<void> {
    return this.inTurn(bucket, key, () => super.deleteObject(bucket, key));
  }

  copyObject(srcBucket: string, srcKey: string, destBucket: string, destKey: string, metadata?: object): Promise<unknown> {
    return this.inTurn(destBucket, destKey, () => super.copyObject(srcBucket, srcKey, destBucket, destKey, metadata));
  }

  private inTurn<T>(bucket: string, key: string, operation: () => Promise<T>): Promise<T> {
    const id = `${bucket}/${key}`;
    const result = (this.turns.get(id) ?? Promise.resolve()).then(operation);
    const settled = result.catch(() => undefined);
    this.turns.set(id, settled);
    void settled.then(() => {
      if (this.turns.get(id) === settled) this.turns.delete(id);
    });
    return result;
  }
}
