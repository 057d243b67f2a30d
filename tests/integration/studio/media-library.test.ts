import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mediaListResponseSchema, type MediaUploadResponse } from '../../../shared/content/studio-schemas';
import { cloud } from '../../support/cloud';
import { api, staffTokens, type StaffTokens } from '../admin/staff-users';
import { eventually } from './poll';

/*
 * The media library: what editors uploaded, read back from the media bucket by every staff role, newest first, without
 * the image variants made from the uploads.
 */

let tokens: StaffTokens;

beforeAll(async () => {
  tokens = await staffTokens();
});

async function upload(filename: string, contentType: string, body: Uint8Array<ArrayBuffer>): Promise<string> {
  const response = await api('/api/admin/media', { method: 'POST', token: tokens.editor, body: { filename, contentType, size: body.byteLength } });
  expect(response.status).toBe(201);
  const { upload: request, url } = (await response.json()) as MediaUploadResponse;
  expect((await fetch(request.url, { method: request.method, headers: request.headers, body })).ok).toBe(true);
  await eventually(async () => expect((await fetch(`${cloud.baseUrl}${url}`, { method: 'HEAD' })).status).toBe(200));
  return url;
}

const library = async (token: string) => {
  const response = await api('/api/admin/media', { token });
  expect(response.status).toBe(200);
  return mediaListResponseSchema.parse(await response.json());
};

describe('GET /api/admin/media', () => {
  it('answers 401 without a token', async () => {
    expect((await api('/api/admin/media')).status).toBe(401);
  });

  it('lists an upload for a viewer, newest first, with its address, type, size and time, and never the variants', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0EA5E9' } }).png().toBuffer();
    // The start of an MP4 file (its `ftyp` box): the upload check serves only bytes of the declared type.
    const video = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isomiso2')]);
    const imageUrl = await upload('library.png', 'image/png', png);
    const videoUrl = await upload('clip.mp4', 'video/mp4', video);

    // Once the image's variants exist beside it in storage, the library still shows the upload alone.
    const variant = imageUrl.replace('/media/uploads/', '/media/variants/').replace('.png', '-480.webp');
    await eventually(async () => expect((await fetch(`${cloud.baseUrl}${variant}`)).status).toBe(200));
    const answer = await library(tokens.viewer);
    expect(answer.media.some((item) => item.url.startsWith('/media/variants/'))).toBe(false);
    expect(answer.media.map((item) => item.url)).toEqual(expect.arrayContaining([imageUrl, videoUrl]));

    const image = answer.media.find((item) => item.url === imageUrl)!;
    expect(image).toMatchObject({ key: imageUrl.slice(1), name: imageUrl.split('/').pop(), contentType: 'image/png', kind: 'image', size: png.byteLength });
    expect(Date.now() - Date.parse(image.uploaded_at)).toBeLessThan(5 * 60_000);
    expect(answer.media.find((item) => item.url === videoUrl)).toMatchObject({ contentType: 'video/mp4', kind: 'video', size: video.byteLength });

    const times = answer.media.map((item) => item.uploaded_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(answer.truncated).toBe(false);
  });
});
