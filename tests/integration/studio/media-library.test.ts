import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MediaStore } from '../../../lambdas/content/media-store';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { mediaItemResponseSchema, mediaListResponseSchema, type MediaUploadResponse } from '../../../shared/content/studio-schemas';
import { cloud } from '../../support/cloud';
import { api, staffTokens, type StaffTokens } from '../admin/staff-users';
import { unique } from '../content/api';
import { createdContent } from './cleanup';
import { eventually } from './poll';

/*
 * The media library: what editors uploaded, read back by every staff role, newest first, without the image variants
 * made from the uploads; each file with its original name, alt text and thumbnail, and deleted only while unused.
 */

let tokens: StaffTokens;
const content = createdContent(() => tokens.admin);

beforeAll(async () => {
  tokens = await staffTokens();
});

afterAll(() => content.removeAll());

type ErrorBody = { error: { code: string; title: string; message: string; fields?: Record<string, string> } };

async function upload(filename: string, contentType: string, body: Uint8Array<ArrayBuffer>, alt?: string): Promise<string> {
  const response = await api('/api/admin/media', { method: 'POST', token: tokens.editor, body: { filename, contentType, size: body.byteLength, ...(alt ? { alt } : {}) } });
  expect(response.status).toBe(201);
  const { upload: request, url } = (await response.json()) as MediaUploadResponse;
  expect((await fetch(request.url, { method: request.method, headers: request.headers, body })).ok).toBe(true);
  await eventually(async () => expect((await fetch(`${cloud.baseUrl}${url}`, { method: 'HEAD' })).status).toBe(200));
  return url;
}

const library = async (token: string, query = '') => {
  const response = await api(`/api/admin/media${query ? `?q=${encodeURIComponent(query)}` : ''}`, { token });
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
    expect(image).toMatchObject({ key: imageUrl.slice(1), name: imageUrl.split('/').pop(), original_name: 'library.png', contentType: 'image/png', kind: 'image', size: png.byteLength });
    expect(Date.now() - Date.parse(image.uploaded_at)).toBeLessThan(5 * 60_000);
    expect(answer.media.find((item) => item.url === videoUrl)).toMatchObject({ contentType: 'video/mp4', kind: 'video', size: video.byteLength });

    const times = answer.media.map((item) => item.uploaded_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(answer.truncated).toBe(false);
  });
});

describe('a file from upload to deletion', () => {
  it('keeps its name, gets a thumbnail, is found by name, gives the pages its alt text, is replaced everywhere, and is deleted only once unused', async () => {
    const originalName = `${unique('Team Workshop')}.png`;
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#F97316' } }).png().toBuffer();
    const url = await upload(originalName, 'image/png', png);
    const name = url.split('/').pop()!;

    // Once checked: listed under the name it was uploaded as, with a 320 px WebP thumbnail served beside the variants.
    const item = await eventually(async () => {
      const found = (await library(tokens.viewer, originalName.toUpperCase())).media;
      expect(found.map((file) => file.url)).toEqual([url]);
      expect(found[0]!.thumbnail_url).toBe(`/media/variants/${name.replace('.png', '')}-thumb.webp`);
      return found[0]!;
    });
    expect(item).toMatchObject({ original_name: originalName, alt: '' });
    // Its record waited for the file with an expiry (an unused upload link leaves nothing behind); a checked file's keeps.
    const record = await new MediaStore(dynamo(), tableName('media')).get(name);
    expect(record?.status).toBe('ready');
    expect(record).not.toHaveProperty('expiresAt');
    const thumbnail = await fetch(`${cloud.baseUrl}${item.thumbnail_url}`);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(320);
    expect((await library(tokens.viewer, `${originalName} nothing-like-it`)).media).toEqual([]);

    // A published article shows it as its cover.
    const slug = unique('media-in-use');
    const title = unique('Media in use');
    const article = { slug, title, excerpt: 'Uses a file.', content: 'Body.', category: 'Design', author: 'Studio Tester', read_time: '2 min read', image_url: url, published: true };
    const created = await content.track('posts', await api('/api/admin/posts', { method: 'POST', token: tokens.editor, body: article }));
    expect(created.status).toBe(201);
    const postId = ((await created.json()) as { post: { id: string } }).post.id;

    // Alt text: required for an image, saved under the version read; a save from an older copy is refused.
    const setAlt = (alt: string, version: number, token = tokens.editor) => api(`/api/admin/media/${name}`, { method: 'PUT', token, body: { alt, version } });
    expect((await setAlt('Orange', item.version, tokens.viewer)).status).toBe(403);
    const blank = await setAlt('  ', item.version);
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as ErrorBody).error.fields?.alt).toBe('Describe the image for people who cannot see it.');
    const saved = await setAlt('An orange workshop wall', item.version);
    expect(saved.status).toBe(200);
    const described = mediaItemResponseSchema.parse(await saved.json()).media;
    expect(described).toMatchObject({ alt: 'An orange workshop wall', version: item.version + 1 });
    const stale = await setAlt('Someone else’s words', item.version);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).error).toMatchObject({ code: 'CONFLICT', fields: { version: expect.any(String) } });
    expect((await library(tokens.viewer, 'orange workshop wall')).media.map((file) => file.alt)).toEqual(['An orange workshop wall']);

    // The article carries the text: its public answer and its prerendered page describe the cover with it.
    const publicPost = async () => ((await (await fetch(`${cloud.baseUrl}/api/posts/${slug}`)).json()) as { post: { image_url: string; media_alt?: Record<string, string> } }).post;
    expect((await publicPost()).media_alt).toEqual({ [url]: 'An orange workshop wall' });
    await eventually(async () => expect(await (await fetch(`${cloud.baseUrl}/insights/${slug}`)).text()).toMatch(new RegExp(`<img[^>]*src="${url}"[^>]*alt="An orange workshop wall"|<img[^>]*alt="An orange workshop wall"[^>]*src="${url}"`)));

    // Used: deleting is refused, naming the article by its title, and the file is still served.
    const refused = await api(`/api/admin/media/${name}?version=${described.version}`, { method: 'DELETE', token: tokens.editor });
    expect(refused.status).toBe(409);
    const refusal = ((await refused.json()) as ErrorBody).error;
    expect(refusal).toMatchObject({ code: 'CONFLICT', title: 'File In Use' });
    expect(refusal.message).toBe(`This file is used by the article “${title}” (cover image). Remove it there first, or replace the file instead.`);
    expect((await fetch(`${cloud.baseUrl}${url}`, { method: 'HEAD' })).status).toBe(200);

    // Replaced: the article shows the new file (its own address, the old alt text), and the old file is gone.
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#14B8A6' } }).jpeg().toBuffer();
    const newUrl = await upload('Team workshop v2.jpg', 'image/jpeg', jpeg);
    const replaced = await api(`/api/admin/media/${name}/replace`, { method: 'POST', token: tokens.editor, body: { replacement: newUrl.split('/').pop(), version: described.version } });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ media: { url: newUrl, original_name: 'Team workshop v2.jpg', alt: 'An orange workshop wall' }, updated: [{ kind: 'post', id: postId, title }] });
    expect(await publicPost()).toMatchObject({ image_url: newUrl, media_alt: { [newUrl]: 'An orange workshop wall' } });
    for (const path of [url, item.thumbnail_url!]) expect((await fetch(`${cloud.baseUrl}${path}`, { method: 'HEAD' })).status).toBe(404);
    expect((await library(tokens.viewer, originalName)).media).toEqual([]);
    expect((await api(`/api/admin/media/${name}`, { method: 'DELETE', token: tokens.editor })).status).toBe(404);

    // Once the article shows another image, the new file can go too (a viewer may not delete).
    const newName = newUrl.split('/').pop()!;
    const stored = ((await (await api(`/api/admin/posts/${postId}`, { token: tokens.editor })).json()) as { post: Record<string, unknown> }).post;
    expect((await api(`/api/admin/posts/${postId}`, { method: 'PUT', token: tokens.editor, body: { ...stored, image_url: '/media/posts/b02.webp' } })).status).toBe(200);
    expect((await api(`/api/admin/media/${newName}`, { method: 'DELETE', token: tokens.viewer })).status).toBe(403);
    expect((await api(`/api/admin/media/${newName}`, { method: 'DELETE', token: tokens.editor })).status).toBe(204);
    expect((await fetch(`${cloud.baseUrl}${newUrl}`, { method: 'HEAD' })).status).toBe(404);
  });
});
