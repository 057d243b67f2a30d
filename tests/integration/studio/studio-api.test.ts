import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectStore } from '../../../lambdas/content/project-store';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { seedProjects } from '../../../shared/content/seed/projects';
import type { BlogPost, Project } from '../../../shared/content/schemas';
import type { AdminSeoPage, AdminVideo } from '../../../shared/content/studio-schemas';
import { api, staffTokens, type StaffTokens } from '../admin/staff-users';
import { unique } from '../content/api';
import { createdContent } from './cleanup';
import { eventually } from './poll';

let tokens: StaffTokens;

const content = createdContent(() => tokens.admin);

beforeAll(async () => {
  tokens = await staffTokens();
});

afterAll(() => content.removeAll());

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

const json = async <T>(response: Response) => (await response.json()) as T;

async function post(token: string, body: Record<string, unknown>): Promise<Response> {
  return content.track('posts', await api('/api/admin/posts', { method: 'POST', token, body }));
}

const article = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: 'What changed and why it matters.',
  content: '## A heading\n\nSome **bold** text.',
  category: 'Design',
  author: 'Studio Tester',
  read_time: '4 min read',
  image_url: '/media/posts/b02.webp',
  ...extra,
});

type AuditEntry = { action: string; target: string; actorEmail?: string; details?: { changed?: string[]; ids?: string[] } };

/** The newest entries of the audit log, of one target. */
async function auditOf(target: string): Promise<AuditEntry[]> {
  const log = await json<{ entries: AuditEntry[] }>(await api('/api/admin/audit-log', { token: tokens.admin }));
  return log.entries.filter((entry) => entry.target === target);
}

async function adminPosts(): Promise<BlogPost[]> {
  return (await json<{ posts: BlogPost[] }>(await api('/api/admin/posts', { token: tokens.viewer }))).posts;
}

describe('staff content API: who may do what', () => {
  const writes: [string, string, unknown][] = [
    ['POST', '/api/admin/posts', article('Viewer attempt')],
    ['PUT', '/api/admin/posts/some-id', article('Viewer attempt')],
    ['DELETE', '/api/admin/posts/some-id', undefined],
    ['POST', '/api/admin/projects', { title: 'Viewer attempt' }],
    ['PUT', '/api/admin/projects/some-id', { title: 'Viewer attempt' }],
    ['DELETE', '/api/admin/projects/some-id', undefined],
    ['POST', '/api/admin/videos', { title: 'Viewer attempt', video_url: '/media/videos/v01.mp4' }],
    ['PUT', '/api/admin/videos/some-id', { title: 'Viewer attempt', video_url: '/media/videos/v01.mp4' }],
    ['DELETE', '/api/admin/videos/some-id', undefined],
    ['PUT', '/api/admin/videos/order', { ids: ['x'] }],
    ['PUT', '/api/admin/seo-pages/about', { title: 'Viewer attempt' }],
    ['POST', '/api/admin/media', { filename: 'a.png', contentType: 'image/png', size: 10 }],
  ];
  const reads = ['/api/admin/posts', '/api/admin/projects', '/api/admin/videos', '/api/admin/seo-pages', '/api/admin/media'];

  it('answers 401 without a token on every route', async () => {
    for (const [method, path, body] of writes) expect((await api(path, { method, body })).status, `${method} ${path}`).toBe(401);
    for (const path of reads) expect((await api(path)).status, path).toBe(401);
    for (const plural of ['posts', 'projects', 'videos']) expect((await api(`/api/admin/${plural}/some-id`)).status, plural).toBe(401);
  });

  it('lets every staff role read, and refuses every write of a viewer (or a user without a role) with 403', async () => {
    for (const path of reads) {
      for (const token of [tokens.viewer, tokens.editor, tokens.admin]) expect((await api(path, { token })).status, path).toBe(200);
    }
    const before = (await adminPosts()).length;
    for (const token of [tokens.viewer, tokens.norow]) {
      for (const [method, path, body] of writes) {
        const response = await api(path, { method, token, body });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect((await json<ErrorBody>(response)).error.code).toBe('FORBIDDEN');
      }
    }
    expect(await adminPosts()).toHaveLength(before);
  });
});

describe('staff content API: posts', () => {
  it('creates a draft with a slug made from its title, which the public never sees', async () => {
    const title = `Crafting Calm Interfaces ${unique('t')}`;
    const response = await post(tokens.editor, article(title));
    expect(response.status).toBe(201);
    const { post: created } = await json<{ post: BlogPost }>(response);
    expect(created).toMatchObject({ title, published: false, views: 0, category: 'Design' });
    expect(created.slug).toMatch(/^crafting-calm-interfaces-t-/);
    expect(created.id).toBeTruthy();
    expect(Date.parse(created.created_at)).not.toBeNaN();

    expect((await adminPosts()).find((row) => row.id === created.id)?.content).toContain('**bold**');
    const one = await api(`/api/admin/posts/${created.id}`, { token: tokens.viewer });
    expect(one.status).toBe(200);
    expect((await json<{ post: BlogPost }>(one)).post).toMatchObject({ id: created.id, title, published: false });
    expect((await api(`/api/posts/${created.slug}`)).status).toBe(404);
    const publicList = await json<{ posts: BlogPost[] }>(await api('/api/posts'));
    expect(publicList.posts.map((row) => row.slug)).not.toContain(created.slug);
    const related = await json<{ posts: BlogPost[] }>(await api('/api/posts/design-systems-that-scale/related'));
    expect(related.posts.map((row) => row.slug)).not.toContain(created.slug);
  });

  it('publishes, unpublishes and deletes, and the public API follows', async () => {
    const slug = unique('launch-notes');
    const { post: created } = await json<{ post: BlogPost }>(await post(tokens.editor, article('Launch notes', { slug })));
    const published = await api(`/api/admin/posts/${created.id}`, { method: 'PUT', token: tokens.admin, body: article('Launch notes', { slug, published: true }) });
    expect(published.status).toBe(200);
    expect((await json<{ post: BlogPost }>(published)).post).toMatchObject({ id: created.id, created_at: created.created_at, published: true });

    const publicPost = await json<{ post: BlogPost }>(await api(`/api/posts/${slug}`));
    expect(publicPost.post.title).toBe('Launch notes');
    await eventually(async () => {
      const list = await json<{ posts: BlogPost[] }>(await api('/api/posts'));
      expect(list.posts.map((row) => row.slug)).toContain(slug);
    });

    await api(`/api/admin/posts/${created.id}`, { method: 'PUT', token: tokens.editor, body: article('Launch notes', { slug, published: false }) });
    expect((await api(`/api/posts/${slug}`)).status).toBe(404);

    expect((await api(`/api/admin/posts/${created.id}`, { method: 'DELETE', token: tokens.editor })).status).toBe(204);
    expect((await adminPosts()).map((row) => row.id)).not.toContain(created.id);
    expect((await api(`/api/admin/posts/${created.id}`, { method: 'DELETE', token: tokens.editor })).status).toBe(404);
    const gone = await api(`/api/admin/posts/${created.id}`, { token: tokens.editor });
    expect(gone.status).toBe(404);
    expect((await json<ErrorBody>(gone)).error.code).toBe('NOT_FOUND');
  });

  it('refuses a slug already in use with 409 CONFLICT naming the field, and stores nothing', async () => {
    const slug = unique('taken');
    expect((await post(tokens.editor, article('First', { slug }))).status).toBe(201);
    const before = (await adminPosts()).length;
    const response = await post(tokens.editor, article('Second', { slug }));
    expect(response.status).toBe(409);
    const body = await json<ErrorBody>(response);
    expect(body.error.code).toBe('CONFLICT');
    expect(body.error.fields?.slug).toMatch(/already in use/);
    expect(await adminPosts()).toHaveLength(before);
    // A seeded post's slug is taken too.
    expect((await post(tokens.editor, article('Third', { slug: 'design-systems-that-scale' }))).status).toBe(409);
  });

  it('answers bad input with 400 naming every bad field, and stores nothing', async () => {
    const before = (await adminPosts()).length;
    const response = await post(tokens.editor, {
      title: '   ',
      slug: 'Not A Slug',
      category: 'Design',
      author: 'A',
      image_url: 'javascript:alert(1)',
      published: 'yes',
    });
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['image_url', 'published', 'slug', 'title']);
    expect(await adminPosts()).toHaveLength(before);
  });

  it('records every save in the audit log: who, what and the fields changed', async () => {
    const { post: created } = await json<{ post: BlogPost }>(await post(tokens.admin, article('Audited article', { slug: unique('audited') })));
    await api(`/api/admin/posts/${created.id}`, { method: 'PUT', token: tokens.admin, body: article('Audited article, revised', { slug: created.slug, read_time: '9 min read' }) });
    const entries = await auditOf(`blog_posts/${created.id}`);
    expect(entries.map((entry) => entry.action)).toEqual(['post.updated', 'post.created']);
    expect(entries[0]!.actorEmail).toBe('admin@example.com');
    expect(entries[0]!.details?.changed).toEqual(['read_time', 'title']);
  });
});

describe('staff content API: slugs under concurrent saves', () => {
  const project = async (slug: string) =>
    content.track('projects', await api('/api/admin/projects', { method: 'POST', token: tokens.editor, body: { title: `Slug test ${slug}`, slug } }));
  const adminProjects = async () => (await json<{ projects: Project[] }>(await api('/api/admin/projects', { token: tokens.viewer }))).projects;

  async function expectSlugInUse(response: Response): Promise<void> {
    expect(response.status).toBe(409);
    const body = await json<ErrorBody>(response);
    expect(body.error.code).toBe('CONFLICT');
    expect(body.error.fields?.slug).toMatch(/already in use/);
  }

  it.each([
    ['posts', (slug: string) => post(tokens.editor, article(`Race ${slug}`, { slug })), adminPosts],
    ['projects', project, adminProjects],
  ] as const)('lets exactly one of 10 simultaneous creates of one slug through (%s); the others are 409 CONFLICT', async (_plural, create, rows) => {
    const slug = unique('race');
    const responses = await Promise.all(Array.from({ length: 10 }, () => create(slug)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const response of responses.filter((answer) => answer.status !== 201)) await expectSlugInUse(response);
    expect((await rows()).filter((row) => row.slug === slug)).toHaveLength(1);
  });

  it('frees the slug an update leaves, and gives the new one to the updated item', async () => {
    const [before, after] = [unique('before'), unique('after')];
    const { post: created } = await json<{ post: BlogPost }>(await post(tokens.editor, article('Renamed', { slug: before })));
    const renamed = await api(`/api/admin/posts/${created.id}`, { method: 'PUT', token: tokens.editor, body: article('Renamed', { slug: after }) });
    expect(renamed.status).toBe(200);

    expect((await post(tokens.editor, article('Takes the old slug', { slug: before }))).status).toBe(201);
    await expectSlugInUse(await post(tokens.editor, article('Wants the new slug', { slug: after })));
    // Saving the item again under its own slug is no conflict.
    const again = await api(`/api/admin/posts/${created.id}`, { method: 'PUT', token: tokens.editor, body: article('Renamed', { slug: after, read_time: '3 min read' }) });
    expect(again.status).toBe(200);
  });

  it('frees the slug of a deleted item', async () => {
    const slug = unique('deleted');
    const { project: created } = await json<{ project: Project }>(await project(slug));
    await expectSlugInUse(await project(slug));
    expect((await api(`/api/admin/projects/${created.id}`, { method: 'DELETE', token: tokens.editor })).status).toBe(204);
    expect((await project(slug)).status).toBe(201);
  });

  it('refuses the slug of a project stored without a claim (saved before slugs were claimed), ignoring case', async () => {
    const slug = unique('unclaimed');
    const id = unique('legacy');
    await new ProjectStore(dynamo(), tableName('projects')).put({ ...seedProjects[0]!, id, slug: slug.toUpperCase(), title: `Legacy ${slug}`, published: false });
    try {
      await expectSlugInUse(await project(slug));
      expect((await adminProjects()).filter((row) => row.slug.toLowerCase() === slug)).toHaveLength(1);
    } finally {
      expect((await api(`/api/admin/projects/${id}`, { method: 'DELETE', token: tokens.editor })).status).toBe(204);
    }
    expect((await project(slug)).status).toBe(201);
    // A seeded project's slug is taken too.
    await expectSlugInUse(await project(seedProjects[1]!.slug.toLowerCase()));
  });
});

describe('staff content API: projects, videos and page metadata', () => {
  it('keeps a draft project out of the public API until it is published', async () => {
    const slug = unique('sculpted-study');
    const response = await content.track('projects', await api('/api/admin/projects', {
      method: 'POST',
      token: tokens.editor,
      body: { title: 'Sculpted Study', slug, project_type: 'sculpted', hero_section_text_enabled: true, hero_banner_2_media_type: 'video', hero_section_1_overlay_opacity: 40 },
    }));
    expect(response.status).toBe(201);
    const { project } = await json<{ project: Project }>(response);
    expect(project).toMatchObject({ slug, published: false, project_type: 'sculpted', industry: 'Businesses', scope: 'Development', hero_section_1_overlay_opacity: 40 });
    expect((await api(`/api/projects/${slug}`)).status).toBe(404);

    const { id, created_at: _created, updated_at: _updated, ...fields } = project;
    expect((await api(`/api/admin/projects/${id}`, { method: 'PUT', token: tokens.editor, body: { ...fields, published: true } })).status).toBe(200);
    const entries = await auditOf(`projects/${id}`);
    // Publishing is named as such: the flag itself is the verb, not a changed field of its own.
    expect(entries.map((entry) => entry.action)).toEqual(['project.published', 'project.created']);
    expect(entries[0]).toMatchObject({ actorEmail: 'editor@example.com', details: { name: 'Sculpted Study', changed: ['published'], changes: [] } });
    expect((await json<{ project: Project }>(await api(`/api/projects/${slug}`))).project.title).toBe('Sculpted Study');
    await eventually(async () => {
      const list = await json<{ projects: Project[] }>(await api('/api/projects'));
      expect(list.projects.map((row) => row.slug)).toContain(slug);
    });
  });

  it('refuses unknown media types and unsafe addresses in project fields', async () => {
    const response = await api('/api/admin/projects', {
      method: 'POST',
      token: tokens.editor,
      body: { title: 'Bad media', column_1_media_type: 'flash', column_2_media_url: 'data:text/html,<script>', visit_site_url: '//elsewhere.example' },
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(response)).error.fields ?? {}).sort()).toEqual(['column_1_media_type', 'column_2_media_url', 'visit_site_url']);
  });

  it('adds videos after the last one, answers `published` with `is_published`, and reorders them', async () => {
    const create = async (title: string, published: boolean) =>
      (await json<{ video: AdminVideo }>(await content.track('videos', await api('/api/admin/videos', { method: 'POST', token: tokens.editor, body: { title, video_url: '/media/videos/v01.mp4', published } })))).video;
    const first = await create(unique('Reel A'), true);
    const second = await create(unique('Reel B'), false);
    expect(second.display_order).toBe(first.display_order + 1);
    expect(second).toMatchObject({ is_published: false, published: false });
    const described = await api(`/api/admin/videos/${first.id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: { title: first.title, video_url: first.video_url, published: true, description: 'A studio reel.' },
    });
    expect((await json<{ video: AdminVideo }>(described)).video).toMatchObject({ description: 'A studio reel.', display_order: first.display_order });
    const videoEntries = await auditOf(`videos/${first.id}`);
    expect(videoEntries.map((entry) => entry.action)).toEqual(['video.updated', 'video.created']);
    expect(videoEntries[0]).toMatchObject({ actorEmail: 'admin@example.com', details: { changed: ['description'] } });
    expect(videoEntries[1]!.actorEmail).toBe('editor@example.com');
    const publicVideos = await json<{ videos: AdminVideo[] }>(await api('/api/videos'));
    expect(publicVideos.videos.map((video) => video.id)).not.toContain(second.id);

    const all = (await json<{ videos: AdminVideo[] }>(await api('/api/admin/videos', { token: tokens.viewer }))).videos;
    const ids = all.map((video) => video.id);
    const seededOrder = ids.filter((id) => id !== first.id && id !== second.id);
    const reordered = [second.id, ...ids.filter((id) => id !== second.id)];
    const response = await api('/api/admin/videos/order', { method: 'PUT', token: tokens.editor, body: { ids: reordered } });
    expect(response.status).toBe(200);
    expect((await json<{ videos: AdminVideo[] }>(response)).videos.map((video) => video.id)).toEqual(reordered);
    const reorder = (await auditOf('videos')).find((entry) => entry.action === 'video.reordered' && entry.details?.ids?.includes(second.id));
    expect(reorder).toMatchObject({ actorEmail: 'editor@example.com', details: { changed: ['display_order'] } });

    const stale = await api('/api/admin/videos/order', { method: 'PUT', token: tokens.editor, body: { ids: reordered.slice(1) } });
    expect(stale.status).toBe(400);
    expect((await json<ErrorBody>(stale)).error.fields?.ids).toBeTruthy();
    // Back to the seeded order once this file's videos are gone (other files expect it).
    await content.removeAll();
    expect((await api('/api/admin/videos/order', { method: 'PUT', token: tokens.editor, body: { ids: seededOrder } })).status).toBe(200);
  });

  it('lists every page with its fallback, and saves a page record the public API then serves', async () => {
    const pages = (await json<{ pages: AdminSeoPage[] }>(await api('/api/admin/seo-pages', { token: tokens.viewer }))).pages;
    const careers = pages.find((page) => page.page_key === 'careers')!;
    const { page_key: _key, stored: _stored, fallback: _fallback, ...original } = careers;
    expect(careers.fallback.title).toContain('Careers');
    const response = await api('/api/admin/seo-pages/careers', { method: 'PUT', token: tokens.editor, body: { title: 'Join the studio | Northstar Digital', description: 'Open roles.' } });
    expect(response.status).toBe(200);
    expect((await json<{ page: AdminSeoPage }>(response)).page).toMatchObject({ page_key: 'careers', title: 'Join the studio | Northstar Digital', stored: true });
    const publicPage = await json<{ page: { title: string; description: string } }>(await api('/api/seo-pages/careers'));
    expect(publicPage.page).toMatchObject({ title: 'Join the studio | Northstar Digital', description: 'Open roles.' });
    const described = await api('/api/admin/seo-pages/careers', { method: 'PUT', token: tokens.admin, body: { title: 'Join the studio | Northstar Digital', description: 'Open roles in design.' } });
    expect(described.status).toBe(200);
    const [latest, earlier] = await auditOf('seo_pages/careers');
    expect(latest).toMatchObject({ action: 'seo_page.updated', actorEmail: 'admin@example.com', details: { changed: ['description'] } });
    expect(earlier).toMatchObject({ action: 'seo_page.updated', actorEmail: 'editor@example.com' });
    expect(earlier!.details?.changed).toEqual(expect.arrayContaining(['description', 'title']));

    // A social title that only repeats the page's title follows a new title; one of the editor's own is kept.
    const { version: _version, ...fields } = original;
    const copied = { ...fields, title: 'Join the studio | Northstar Digital', og_title: 'Join the studio | Northstar Digital', twitter_title: '' };
    const retitled = await api('/api/admin/seo-pages/careers', { method: 'PUT', token: tokens.editor, body: { ...copied, title: 'Careers at the studio' } });
    expect((await json<{ page: AdminSeoPage }>(retitled)).page).toMatchObject({ title: 'Careers at the studio', og_title: '', twitter_title: '' });
    const own = await api('/api/admin/seo-pages/careers', { method: 'PUT', token: tokens.editor, body: { ...copied, title: 'Careers at the studio', og_title: 'Build with us' } });
    expect((await json<{ page: AdminSeoPage }>(own)).page).toMatchObject({ og_title: 'Build with us' });
    const again = await api('/api/admin/seo-pages/careers', { method: 'PUT', token: tokens.editor, body: { ...copied, title: 'Open roles', og_title: 'Build with us' } });
    expect((await json<{ page: AdminSeoPage }>(again)).page).toMatchObject({ title: 'Open roles', og_title: 'Build with us' });

    expect((await api('/api/admin/seo-pages/no-such-page', { method: 'PUT', token: tokens.editor, body: {} })).status).toBe(400);
    const badImage = await api('/api/admin/seo-pages/careers', { method: 'PUT', token: tokens.editor, body: { og_image: 'javascript:alert(1)' } });
    expect(badImage.status).toBe(400);
    expect((await json<ErrorBody>(badImage)).error.fields?.og_image).toBeTruthy();
    await api('/api/admin/seo-pages/careers', { method: 'PUT', token: tokens.editor, body: original });
  });
});
