import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmulator, stopEmulator, type RunningEmulator } from './emulators';

/*
 * The S3 emulator as the publisher and the gateway use it: one writer rewriting pages while readers fetch them.
 * S3 promises that a reader gets a whole object, the old or the new one, with its own content type and ETag.
 */

const BUCKET = 'site';
const HTML = 'text/html; charset=utf-8';
// Large enough that writing one takes several file-system writes.
const versions = ['a', 'b', 'c'].map((letter, index) => `<!doctype html><p>${letter.repeat(150_000 + index * 40_000)}</p>`);
const etagOf = (text: string) => JSON.stringify(createHash('md5').update(text).digest('hex'));

let dataDir: string;
let s3rver: RunningEmulator;
let s3: S3Client;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 's3-store-'));
  s3rver = await startEmulator('s3', await freePort(), dataDir, { env: { S3_BUCKETS: JSON.stringify([{ name: BUCKET }]) } });
  s3 = new S3Client({ endpoint: s3rver.url, region: 'eu-west-1', forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}, 120_000);

afterAll(async () => {
  await stopEmulator(s3rver);
  rmSync(dataDir, { recursive: true, force: true });
});

async function read(key: string) {
  try {
    const answer = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return { body: await answer.Body!.transformToString(), contentType: answer.ContentType, etag: answer.ETag };
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

describe('the S3 emulator', () => {
  it('never serves a page half-written: every read is one whole version with its type and ETag', async () => {
    const keys = ['insights/one/index.html', 'insights/two/index.html'];
    let writing = true;
    const writer = (async () => {
      for (let round = 0; round < 60; round++) {
        await Promise.all(keys.map((Key, index) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: versions[(round + index) % versions.length], ContentType: HTML }))));
      }
      writing = false;
    })();
    const seen: { body: string; contentType?: string; etag?: string }[] = [];
    const failures: string[] = [];
    const reader = async () => {
      while (writing) for (const key of keys) {
        const object = await read(key).catch((error: Error) => void failures.push(error.message));
        if (object) seen.push(object);
      }
    };
    await Promise.all([writer, reader(), reader(), reader()]);

    expect(seen.length).toBeGreaterThan(20);
    const torn = seen.filter(({ body, contentType, etag }) => !versions.includes(body) || contentType !== HTML || etag !== etagOf(body));
    expect(torn.map(({ body, contentType, etag }) => ({ length: body.length, contentType, etag }))).toEqual([]);
    expect(failures).toEqual([]);
    // What stays stored is the last version written, described by its own ETag.
    for (const [index, key] of keys.entries()) {
      const last = versions[(59 + index) % versions.length];
      expect(await read(key)).toEqual({ body: last, contentType: HTML, etag: etagOf(last) });
    }
  }, 60_000);

  it('lists only whole objects and forgets a deleted one', async () => {
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'work/a/index.html', Body: versions[0], ContentType: HTML }));
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'work/b/index.html', Body: versions[1], ContentType: HTML }));
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'work/a/index.html' }));
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'work/' }));
    expect(listed.Contents?.map(({ Key, Size }) => ({ Key, Size }))).toEqual([{ Key: 'work/b/index.html', Size: versions[1].length }]);
    expect(await read('work/a/index.html')).toBeUndefined();
  });
});
