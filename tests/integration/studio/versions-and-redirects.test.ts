import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { BlogPost, Project } from '../../../shared/content/schemas';
import type { MediaUploadResponse } from '../../../shared/content/studio-schemas';
import { cloud } from '../../support/cloud';
import { api, staffTokens, type StaffTokens } from '../admin/staff-users';
import { unique } from '../content/api';
import { createdContent } from './cleanup';
import { eventually } from './poll';

/*
 * What keeps a shared studio honest, against the emulators: versions refuse a save from an older copy (a DynamoDB
 * condition, so even two saves at once cannot both win), every save is a revision that can be restored, an article's
 * old address answers 301 once it is renamed, and an upload whose bytes are not its declared type is never served.
 */

let tokens: StaffTokens;
const content = createdContent(() => tokens.admin);

beforeAll(async () => {
  tokens = await staffTokens();
});

afterAll(() => content.removeAll());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const article = (slug: string) => ({
  slug,
  title: `Versioned ${slug}`,
  excerpt: 'The first excerpt.',
  content: 'Body.',
  category: 'Design',
  author: 'Studio Tester',
  read_time: '3 min read',
  published: true,
});

async function createPost(slug: string): Promise<BlogPost> {
  const response = await content.track('posts', await api('/api/admin/posts', { method: 'POST', token: tokens.admin, body: article(slug) }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { post: BlogPost }).post;
}

const put = (id: string, token: string, body: Record<string, unknown>) => api(`/api/admin/posts/${id}`, { method: 'PUT', token, body });

describe('versions: no save silently overwrites another', () => {
  it('refuses a save from a stale copy with 409 CONFLICT naming who saved and when, and keeps the first words', async () => {
    const created = await createPost(unique('versions'));
    expect(created.version).toBe(1);

    // Both editors opened version 1; the admin saves first.
    const first = await put(created.id, tokens.admin, { ...created, excerpt: "The admin's excerpt." });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { post: BlogPost }).post.version).toBe(2);

    const stale = await put(created.id, tokens.editor, { ...created, read_time: '9 min read' });
    expect(stale.status).toBe(409);
    const refusal = (await stale.json()) as ErrorBody;
    expect(refusal.error.code).toBe('CONFLICT');
    expect(refusal.error.message).toMatch(/^admin@example\.com saved this article at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(refusal.error.fields?.version).toBe(refusal.error.message);

    const stored = ((await (await api(`/api/admin/posts/${created.id}`, { token: tokens.viewer })).json()) as { post: BlogPost }).post;
    expect(stored).toMatchObject({ excerpt: "The admin's excerpt.", read_time: '3 min read', version: 2 });
  });

  it('lets exactly one of two saves from the same copy win, however close together', async () => {
    const created = await createPost(unique('race'));
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((word) => put(created.id, tokens.editor, { ...created, excerpt: `${word} wins.` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const winner = (await Promise.all(answers.filter((answer) => answer.ok).map((answer) => answer.json())))[0] as { post: BlogPost };
    const stored = ((await (await api(`/api/admin/posts/${created.id}`, { token: tokens.viewer })).json()) as { post: BlogPost }).post;
    expect(stored.excerpt).toBe(winner.post.excerpt);
    expect(stored.version).toBe(2);
  });

  it('keeps page metadata records to the same rule, a page without a stored record counting as version 0', async () => {
    const pages = ((await (await api('/api/admin/seo-pages', { token: tokens.viewer })).json()) as { pages: { page_key: string; version: number; stored: boolean }[] }).pages;
    const page = pages.find((candidate) => candidate.page_key === 'careers')!;
    const save = (version: number, title: string) => api(`/api/admin/seo-pages/careers`, { method: 'PUT', token: tokens.editor, body: { title, version } });
    const saved = await save(page.version, 'Careers with versions');
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { page: { version: number } }).page.version).toBe(page.version + 1);
    expect((await save(page.version, 'A stale title')).status).toBe(409);
    // Put the page back as other tests expect it: its built-in title.
    expect((await save(page.version + 1, '')).status).toBe(200);
  });
});

describe('revisions', () => {
  it('lists every save with who and when, and restores one as a new save', async () => {
    const created = await createPost(unique('revisions'));
    const second = ((await (await put(created.id, tokens.editor, { ...created, excerpt: 'Second thoughts.' })).json()) as { post: BlogPost }).post;
    await put(created.id, tokens.admin, { ...second, excerpt: 'Third thoughts.' });

    const listed = await api(`/api/admin/posts/${created.id}/revisions`, { token: tokens.viewer });
    expect(listed.status).toBe(200);
    const { revisions } = (await listed.json()) as { revisions: { revision: number; savedAt: string; savedBy: string }[] };
    expect(revisions.map(({ revision, savedBy }) => [revision, savedBy])).toEqual([
      [3, 'admin@example.com'],
      [2, 'editor@example.com'],
      [1, 'admin@example.com'],
    ]);
    expect(Date.now() - Date.parse(revisions[0]!.savedAt)).toBeLessThan(5 * 60_000);

    expect((await api(`/api/admin/posts/${created.id}/revisions/1/restore`, { method: 'POST', token: tokens.viewer })).status).toBe(403);
    const restored = await api(`/api/admin/posts/${created.id}/revisions/1/restore`, { method: 'POST', token: tokens.editor });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { post: BlogPost }).post).toMatchObject({ excerpt: 'The first excerpt.', version: 4 });
    const after = (await (await api(`/api/admin/posts/${created.id}/revisions`, { token: tokens.viewer })).json()) as { revisions: { revision: number; savedBy: string }[] };
    expect(after.revisions[0]).toMatchObject({ revision: 4, savedBy: 'editor@example.com' });

    expect((await api(`/api/admin/posts/${created.id}/revisions/99/restore`, { method: 'POST', token: tokens.editor })).status).toBe(404);
    expect((await api('/api/admin/posts/no-such-post/revisions', { token: tokens.viewer })).status).toBe(404);
  });

  it('keeps revisions of projects the same way', async () => {
    const response = await content.track('projects', await api('/api/admin/projects', { method: 'POST', token: tokens.editor, body: { title: unique('Revised project'), results: ['3x revenue', '40% more leads'] } }));
    const project = ((await response.json()) as { project: Project }).project;
    expect(project.results).toEqual(['3x revenue', '40% more leads']);
    await api(`/api/admin/projects/${project.id}`, { method: 'PUT', token: tokens.editor, body: { title: project.title, results: ['Renamed'], version: project.version } });
    const restored = await api(`/api/admin/projects/${project.id}/revisions/1/restore`, { method: 'POST', token: tokens.editor });
    expect(((await restored.json()) as { project: Project }).project).toMatchObject({ results: ['3x revenue', '40% more leads'], version: 3 });
  });
});

describe('renamed slugs', () => {
  const page = (path: string) => fetch(`${cloud.baseUrl}${path}`, { redirect: 'manual' });

  it("answers the old address of a published article 301 to the new one, from then on, and shows it to staff", async () => {
    const oldSlug = unique('old-address');
    const created = await createPost(oldSlug);
    const newSlug = unique('new-address');
    expect((await put(created.id, tokens.editor, { ...created, slug: newSlug })).status).toBe(200);

    const moved = await page(`/insights/${oldSlug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/insights/${newSlug}`);
    expect((await page(`/insights/${oldSlug}/`)).headers.get('location')).toBe(`/insights/${newSlug}`);
    expect((await api(`/api/posts/${newSlug}`)).status).toBe(200);

    const listed = (await (await api(`/api/admin/posts/${created.id}/redirects`, { token: tokens.viewer })).json()) as { redirects: { from_path: string; to_path: string }[] };
    expect(listed.redirects).toEqual([expect.objectContaining({ from_path: `/insights/${oldSlug}`, to_path: `/insights/${newSlug}` })]);

    // Renamed again, the first address goes straight to the newest; deleted, the item's old addresses go with it.
    const current = ((await (await api(`/api/admin/posts/${created.id}`, { token: tokens.viewer })).json()) as { post: BlogPost }).post;
    const newest = unique('newest-address');
    await put(created.id, tokens.editor, { ...current, slug: newest });
    expect((await page(`/insights/${oldSlug}`)).headers.get('location')).toBe(`/insights/${newest}`);
    expect((await api(`/api/admin/posts/${created.id}`, { method: 'DELETE', token: tokens.editor })).status).toBe(204);
    expect((await page(`/insights/${oldSlug}`)).status).toBe(404);
  });
});

describe('honest media', () => {
  async function upload(contentType: string, body: Uint8Array<ArrayBuffer>) {
    const response = await api('/api/admin/media', { method: 'POST', token: tokens.editor, body: { filename: 'picture.png', contentType, size: body.byteLength } });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as MediaUploadResponse;
    expect((await fetch(answer.upload.url, { method: answer.upload.method, headers: answer.upload.headers, body })).ok).toBe(true);
    return answer.url;
  }
  const status = async (url: string) => (await (await api(`/api/admin/media/uploads/${url.split('/').pop()}`, { token: tokens.editor })).json()) as { status: string; reason?: string };

  it('never serves an HTML file uploaded as image/png: it is deleted within 10 seconds and the studio is told why', async () => {
    const html = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const url = await upload('image/png', html);
    const started = Date.now();
    const seen: number[] = [];
    const verdict = await eventually(async () => {
      seen.push((await fetch(`${cloud.baseUrl}${url}`)).status);
      const answer = await status(url);
      expect(answer.status).toBe('rejected');
      return answer;
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(verdict.reason).toMatch(/^This file is not a PNG image/);
    expect(seen.every((code) => code === 404)).toBe(true);
    expect((await fetch(`${cloud.baseUrl}${url}`)).status).toBe(404);
    const log = (await (await api('/api/admin/audit-log', { token: tokens.admin })).json()) as { entries: { action: string; target: string }[] };
    expect(log.entries).toContainEqual(expect.objectContaining({ action: 'media.rejected', target: url.slice(1) }));
  });

  it('serves a real PNG at its address once checked', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0EA5E9' } }).png().toBuffer();
    const url = await upload('image/png', new Uint8Array(png));
    await eventually(async () => expect(await status(url)).toEqual({ status: 'ready', url }));
    const served = await fetch(`${cloud.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});
