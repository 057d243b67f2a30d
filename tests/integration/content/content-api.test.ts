import { describe, expect, it } from 'vitest';
import type { BlogPost, BlogPostSummary, Project, SeoPage, Video } from '../../../shared/content/types';
import {
  postListResponseSchema,
  postResponseSchema,
  postViewsResponseSchema,
  projectListResponseSchema,
  projectResponseSchema,
  seoPageResponseSchema,
  videoListResponseSchema,
} from '../../../shared/content/schemas';
import { seedPosts } from '../../../shared/content/seed/posts';
import { seedProjects } from '../../../shared/content/seed/projects';
import { ProjectStore } from '../../../lambdas/content/project-store';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { api, unique } from './api';

const draft = seedPosts.find((post) => !post.published)!;

describe('projects', () => {
  it('lists every project newest first with all fields', async () => {
    const { status, body } = await api<{ projects: Project[] }>('/api/projects');
    expect(status).toBe(200);
    projectListResponseSchema.parse(body);
    expect(body.projects.length).toBeGreaterThanOrEqual(seedProjects.length);
    const dates = body.projects.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const sculpted = body.projects.find((p) => p.slug === 'gearbox-audio')!;
    expect(sculpted).toMatchObject({ project_type: 'sculpted', industry: 'Consumer Electronics, E-commerce' });
    expect(sculpted.column_3_media_url).toBeTruthy();
    expect(Object.keys(sculpted)).not.toContain('slug_key');
  });

  it('finds a project by slug, by slug ignoring case and by title with hyphens as spaces', async () => {
    for (const slug of ['the-dune-house', 'The-Dune-House', 'THE-DUNE-HOUSE']) {
      const { status, body } = await api<{ project: Project }>(`/api/projects/${slug}`);
      expect(status, slug).toBe(200);
      expect(body.project.title).toBe('The Dune House');
    }
    const id = unique('prj');
    const tag = id.replace(/-/g, '');
    await new ProjectStore(dynamo(), tableName('projects')).put({ ...seedProjects[0], id, slug: id, title: `Atlas Rebrand ${tag}` });
    const byTitle = await api<{ project: Project }>(`/api/projects/Atlas-rebrand-${tag}`);
    expect(byTitle.status).toBe(200);
    expect(byTitle.body.project.id).toBe(id);
  });

  it('falls back to the built-in glow-recipe project and answers 404 otherwise', async () => {
    const fallback = await api<{ project: Project }>('/api/projects/glow-recipe');
    expect(fallback.status).toBe(200);
    projectResponseSchema.parse(fallback.body);
    expect(fallback.body.project).toMatchObject({ title: 'Glow Recipe', slug: 'glow-recipe', client: 'Glow Recipe' });
    const missing = await api('/api/projects/no-such-project');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Project "no-such-project" not found' } });
  });
});

describe('videos', () => {
  it('lists only published videos, by display order', async () => {
    const { status, body } = await api<{ videos: Video[] }>('/api/videos');
    expect(status).toBe(200);
    videoListResponseSchema.parse(body);
    expect(body.videos.map((v) => v.id)).toEqual(['vid-01', 'vid-02', 'vid-03', 'vid-04']);
    expect(body.videos.every((v) => v.is_published && v.video_url.startsWith('/media/videos/'))).toBe(true);
  });
});

describe('posts', () => {
  it('lists published posts newest first, without bodies or drafts', async () => {
    const { status, body } = await api<{ posts: BlogPostSummary[] }>('/api/posts');
    expect(status).toBe(200);
    postListResponseSchema.parse(body);
    expect(body.posts.length).toBe(seedPosts.filter((p) => p.published).length);
    expect(body.posts.map((p) => p.slug)).not.toContain(draft.slug);
    expect(body.posts.every((p) => p.published && !('content' in p))).toBe(true);
    const dates = body.posts.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers a published post with its body and hides the draft everywhere', async () => {
    const { status, body } = await api<{ post: BlogPost }>('/api/posts/design-systems-that-scale');
    expect(status).toBe(200);
    postResponseSchema.parse(body);
    expect(body.post.content).toContain('## Start with tokens');
    for (const path of [`/api/posts/${draft.slug}`, `/api/posts/${draft.slug}/related`, `/api/posts/${draft.slug}/reactions`, `/api/posts/${draft.slug}/views`]) {
      expect((await api(path)).status, path).toBe(404);
    }
    expect((await api(`/api/posts/${draft.slug}/views`, { method: 'POST' })).status).toBe(404);
    expect((await api('/api/posts/no-such-post')).body).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers related posts of the same category, newest first, never the post itself or a draft', async () => {
    const { body } = await api<{ posts: BlogPostSummary[] }>('/api/posts/from-idea-to-mvp-without-wasting-a-year/related');
    expect(body.posts.map((p) => p.slug)).toEqual([]); // the other Business post is the unpublished draft
    const design = await api<{ posts: BlogPostSummary[] }>('/api/posts/design-systems-that-scale/related');
    expect(design.body.posts.map((p) => p.slug)).toEqual(['what-a-brand-identity-really-needs']);
    expect(design.body.posts.length).toBeLessThanOrEqual(6);
  });

  it('counts views atomically', async () => {
    const path = '/api/posts/seo-in-the-age-of-ai-search/views';
    const before = postViewsResponseSchema.parse((await api(path, { method: 'POST' })).body).views;
    const results = await Promise.all(Array.from({ length: 10 }, () => api<{ views: number }>(path, { method: 'POST' })));
    const counts = results.map((r) => r.body.views).sort((a, b) => a - b);
    expect(new Set(counts).size).toBe(10);
    expect(counts.at(-1)).toBe(before + 10);
    const post = await api<{ post: BlogPost }>('/api/posts/seo-in-the-age-of-ai-search');
    expect(post.body.post.views).toBe(before + 10);
  });

  it('reads the current view count without counting one', async () => {
    const path = '/api/posts/design-systems-that-scale/views';
    const counted = postViewsResponseSchema.parse((await api(path, { method: 'POST' })).body).views;
    const first = await api(path);
    expect(first.status).toBe(200);
    expect(postViewsResponseSchema.parse(first.body).views).toBe(counted);
    expect(postViewsResponseSchema.parse((await api(path)).body).views).toBe(counted);
  });
});

describe('page metadata', () => {
  it('answers the record of a page key and 404 for an unknown one', async () => {
    const { status, body } = await api<{ page: SeoPage }>('/api/seo-pages/about');
    expect(status).toBe(200);
    seoPageResponseSchema.parse(body);
    expect(body.page).toMatchObject({ page_key: 'about', og_type: 'website', twitter_card: 'summary_large_image', canonical_url: '/about' });
    expect((await api('/api/seo-pages/nothing-here')).status).toBe(404);
    expect((await api('/api/seo-pages/Not%20A%20Key')).status).toBe(400);
  });
});
