import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { BlogPost } from '../../../shared/content/schemas';
import type { MediaUploadResponse } from '../../../shared/content/studio-schemas';
import { cloud } from '../../support/cloud';
import { api, staffTokens, type StaffTokens } from '../admin/staff-users';
import { unique } from '../content/api';
import { createdContent } from './cleanup';
import { eventually } from './poll';

/*
 * The publish pipeline against the emulators: a save goes through the content table's stream to the publisher, which
 * writes the page and the sitemap to the site bucket the gateway serves (as CloudFront serves S3).
 */

let tokens: StaffTokens;

const content = createdContent(() => tokens.admin);

beforeAll(async () => {
  tokens = await staffTokens();
});

afterAll(() => content.removeAll());

const PUBLISH_WITHIN_MS = 10_000;

const page = async (path: string) => {
  const response = await fetch(`${cloud.baseUrl}${path}`);
  return { status: response.status, html: await response.text() };
};

const hostile = [
  '# Field notes',
  '',
  'Plain paragraph with a [harmless link](/work).',
  '',
  '<script>window.__owned = true</script>',
  '',
  '<img src="/placeholder.svg" onerror="window.__owned = true">',
  '',
  '[click me](javascript:alert(1)) and <a href="javascript:alert(2)">another</a>',
].join('\n');

describe('publishing an article', () => {
  it('prerenders it with its head and body and lists it in the sitemap within 10 s, and takes it down on unpublish', async () => {
    const slug = unique('field-notes');
    const body = {
      slug,
      title: 'Field notes from the studio',
      excerpt: 'A short excerpt for search engines and social cards.',
      content: hostile,
      category: 'Design',
      author: 'Studio Tester',
      read_time: '3 min read',
      image_url: '/media/posts/b03.webp',
      published: true,
    };
    const started = Date.now();
    const created = await content.track('posts', await api('/api/admin/posts', { method: 'POST', token: tokens.editor, body }));
    expect(created.status).toBe(201);
    const { post } = (await created.json()) as { post: BlogPost };

    const published = await eventually(async () => {
      const result = await page(`/insights/${slug}`);
      expect(result.status).toBe(200);
      return result;
    });
    expect(Date.now() - started).toBeLessThan(PUBLISH_WITHIN_MS);
    const { html } = published;
    expect(html).toContain('<title>Field notes from the studio | Northstar Digital</title>');
    expect(html).toContain('content="A short excerpt for search engines and social cards."');
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="Field notes from the studio[^"]*"`));
    expect(html).toContain(`<link rel="canonical" href="${cloud.env.SITE_URL}/insights/${slug}"`);
    expect(html).toContain('application/ld+json');
    expect(html).toContain('Plain paragraph with a');
    // Nothing from the content can run: no script element, no handler, no javascript: link.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).not.toContain('<script');
    expect(main).toContain('<img src="/placeholder.svg"');
    expect(main).not.toMatch(/onerror/i);
    expect(main).not.toMatch(/href="javascript:/i);

    await eventually(async () => {
      const sitemap = (await page('/sitemap.xml')).html;
      expect(sitemap).toContain(`<loc>${cloud.env.SITE_URL}/insights/${slug}</loc>`);
    });
    await eventually(async () => expect((await page('/insights')).html).toContain('Field notes from the studio'));

    const unpublished = await api(`/api/admin/posts/${post.id}`, { method: 'PUT', token: tokens.editor, body: { ...body, published: false } });
    expect(unpublished.status).toBe(200);
    await eventually(async () => expect((await page(`/insights/${slug}`)).status).toBe(404));
    await eventually(async () => expect((await page('/sitemap.xml')).html).not.toContain(`/insights/${slug}<`));
    expect((await api(`/api/posts/${slug}`)).status).toBe(404);
  });

  it("publishes text holding $', $&, $$ and $` as written, in one document", async () => {
    const slug = unique('dollar-signs');
    const prices = "Retainers from $'100, a $& sign, two $$ signs and $` too.";
    const created = await content.track('posts', await api('/api/admin/posts', {
      method: 'POST',
      token: tokens.editor,
      body: { slug, title: "Budgets in $' and $&", category: 'Design', author: 'Studio Tester', content: prices, published: true },
    }));
    expect(created.status, await created.clone().text()).toBe(201);
    const { html } = await eventually(async () => {
      const result = await page(`/insights/${slug}`);
      expect(result.status).toBe(200);
      return result;
    });
    expect(html).toContain(prices);
    expect(html).toContain("<title>Budgets in $' and $&amp; | Northstar Digital</title>");
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  });

  it('keeps a draft off the site: no page, no sitemap entry', async () => {
    const slug = unique('quiet-draft');
    await content.track('posts', await api('/api/admin/posts', {
      method: 'POST',
      token: tokens.editor,
      body: { slug, title: 'Quiet draft', category: 'Design', author: 'Studio Tester', content: 'Not yet.' },
    }));
    // A publish of another item rewrites the sitemap; the draft must not be in it.
    const other = unique('loud-post');
    await content.track('posts', await api('/api/admin/posts', { method: 'POST', token: tokens.editor, body: { slug: other, title: 'Loud post', category: 'Design', author: 'Studio Tester', published: true } }));
    await eventually(async () => expect((await page(`/insights/${other}`)).status).toBe(200));
    expect((await page(`/insights/${slug}`)).status).toBe(404);
    expect((await page('/sitemap.xml')).html).not.toContain(slug);
  });

  it('deletes the page of a deleted project', async () => {
    const slug = unique('short-lived');
    const created = await content.track('projects', await api('/api/admin/projects', { method: 'POST', token: tokens.editor, body: { title: 'Short-lived project', slug, published: true } }));
    const { project } = (await created.json()) as { project: { id: string } };
    await eventually(async () => expect((await page(`/projects/${slug}`)).status).toBe(200));
    expect((await api(`/api/admin/projects/${project.id}`, { method: 'DELETE', token: tokens.editor })).status).toBe(204);
    await eventually(async () => expect((await page(`/projects/${slug}`)).status).toBe(404));
    expect((await api(`/api/projects/${slug}`)).status).toBe(404);
  });
});

describe('media uploads', () => {
  it('refuses types and sizes outside the limits before anything is stored', async () => {
    const cases = [
      [{ filename: 'page.html', contentType: 'text/html', size: 100 }, 'contentType'],
      [{ filename: 'huge.png', contentType: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'size'],
      [{ filename: 'huge.mp4', contentType: 'video/mp4', size: 200 * 1024 * 1024 + 1 }, 'size'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await api('/api/admin/media', { method: 'POST', token: tokens.editor, body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields[field]).toBeTruthy();
    }
  });

  it('uploads straight to storage with the presigned request, serves the file, and makes its WebP and AVIF variants', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#4F46E5' } }).png().toBuffer();
    const response = await api('/api/admin/media', { method: 'POST', token: tokens.editor, body: { filename: 'cover.png', contentType: 'image/png', size: png.byteLength } });
    expect(response.status).toBe(201);
    const { upload, url } = (await response.json()) as MediaUploadResponse;
    expect(upload.method).toBe('PUT');
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);

    // The declared type and size are part of the signature: S3 refuses a PUT of any other file.
    expect(new URL(upload.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect((await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: png })).ok).toBe(true);

    // Served once the upload check has read its bytes (within seconds).
    const served = await eventually(async () => {
      const answer = await fetch(`${cloud.baseUrl}${url}`);
      expect(answer.status).toBe(200);
      return answer;
    });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const id = url.split('/').pop()!.replace('.png', '');
    for (const [width, format] of [[480, 'webp'], [960, 'avif'], [1600, 'webp']] as const) {
      const variant = await eventually(async () => {
        const answer = await fetch(`${cloud.baseUrl}/media/variants/${id}-${width}.${format}`);
        expect(answer.status).toBe(200);
        return Buffer.from(await answer.arrayBuffer());
      });
      const metadata = await sharp(variant).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
    }
  });
});
