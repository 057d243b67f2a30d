import { describe, expect, it } from 'vitest';
import { affectedRoutes, contentFingerprint, publicSiteContent, routesFor, scheduledPublishAt, scheduledRoutes, type SiteContent } from './site-content';
import type { BlogPost, Project } from './schemas';

const post = (fields: Partial<BlogPost> = {}): BlogPost => ({
  id: 'p1',
  slug: 'designing-for-calm',
  title: 'Designing for calm',
  excerpt: 'Less noise.',
  content: '# Calm',
  category: 'Design',
  author: 'Ada',
  read_time: '4 min read',
  image_url: '/media/uploads/a.png',
  created_at: '2025-05-01T10:00:00.000Z',
  views: 0,
  published: true,
  ...fields,
});

const project = (fields: Partial<Project> = {}): Project =>
  ({
    id: 'j1',
    title: 'Harbour',
    slug: 'harbour',
    category: 'Branding',
    description: 'A harbour brand.',
    image_url: '/media/uploads/h.png',
    services: 'Design',
    client: 'Harbour Co',
    country: 'UAE',
    industry: 'Retail',
    scope: 'Identity',
    featured: false,
    project_type: 'default',
    created_at: '2025-05-01T10:00:00.000Z',
    updated_at: '2025-05-01T10:00:00.000Z',
    ...fields,
  }) as Project;

/** The moment the tests' changes are handled at; `later` is after the scheduled time `at`. */
const now = new Date('2026-06-01T09:00:00.000Z');
const at = '2026-06-01T12:00:00.000Z';
const later = new Date('2026-06-01T12:00:01.000Z');

const postChange = (before?: BlogPost, after?: BlogPost, when = now) => affectedRoutes([{ table: 'blog_posts', before, after }], when);
const projectChange = (before?: Project, after?: Project, when = now) => affectedRoutes([{ table: 'projects', before, after }], when);

describe('affectedRoutes', () => {
  it('renders a newly published article and its list, and removes nothing', () => {
    expect(postChange(undefined, post())).toEqual({ render: ['/insights', '/insights/designing-for-calm'], remove: [] });
  });

  it('renders nothing for a new draft', () => {
    expect(postChange(undefined, post({ published: false }))).toEqual({ render: [], remove: [] });
  });

  it('moves an article to its new slug: the new page is rendered, the old one removed', () => {
    expect(postChange(post(), post({ slug: 'calm-by-design' }))).toEqual({ render: ['/insights', '/insights/calm-by-design'], remove: ['/insights/designing-for-calm'] });
  });

  it('removes the page of an unpublished or deleted article and re-renders its list', () => {
    const expected = { render: ['/insights'], remove: ['/insights/designing-for-calm'] };
    expect(postChange(post(), post({ published: false }))).toEqual(expected);
    expect(postChange(post(), undefined)).toEqual(expected);
  });

  it('changes no page when only the view counter moved', () => {
    expect(postChange(post({ views: 3 }), post({ views: 4 }))).toEqual({ render: [], remove: [] });
  });

  it('renders a project page, its sculpted address, the Work list and the showcase addresses', () => {
    const { render, remove } = projectChange(undefined, project({ project_type: 'sculpted' }));
    expect(render).toEqual(expect.arrayContaining(['/projects/harbour', '/sculpted/harbour', '/work', '/work/sculpted', '/work/ave']));
    expect(remove).toEqual([]);
  });

  it('leaves the home page alone for a featured project: the home page loads projects in the browser', () => {
    expect(projectChange(undefined, project({ featured: true })).render).not.toContain('/');
  });

  it('removes an unpublished project page; the Work list is rendered again without it', () => {
    const { render, remove } = projectChange(project(), project({ published: false }));
    expect(remove).toEqual(['/projects/harbour']);
    expect(render).toContain('/work');
  });

  it("re-renders a metadata record's page, the home page for 'home'", () => {
    expect(affectedRoutes([{ table: 'seo_pages', after: { page_key: 'about', title: 'About us' } }], now)).toEqual({ render: ['/about'], remove: [] });
    expect(affectedRoutes([{ table: 'seo_pages', before: { page_key: 'home' }, after: { page_key: 'home', title: 'Home' } }], now)).toEqual({ render: ['/'], remove: [] });
  });
});

describe('scheduled publishing', () => {
  it('keeps a published item scheduled for later out of the public content until its time, then lists it', () => {
    const all: SiteContent = { projects: [project({ published: true, publish_at: at })], posts: [post({ publish_at: at }), post({ id: 'p2', slug: 'live' })], videos: [], seoPages: [] };
    const before = publicSiteContent(all, now);
    expect(before.posts.map((item) => item.slug)).toEqual(['live']);
    expect(before.projects).toEqual([]);
    const after = publicSiteContent(all, later);
    expect(after.posts.map((item) => item.slug).sort()).toEqual(['designing-for-calm', 'live']);
    expect(after.projects.map((item) => item.slug)).toEqual(['harbour']);
  });

  it('treats a time already past as live now', () => {
    expect(publicSiteContent({ projects: [], posts: [post({ publish_at: '2026-01-01T00:00:00.000Z' })], videos: [], seoPages: [] }, now).posts).toHaveLength(1);
    expect(postChange(undefined, post({ publish_at: '2026-01-01T00:00:00.000Z' }))).toEqual({ render: ['/insights', '/insights/designing-for-calm'], remove: [] });
  });

  it('publishes no page for an item saved with a later time, and removes the page of a live one moved to later', () => {
    expect(postChange(undefined, post({ publish_at: at }))).toEqual({ render: [], remove: [] });
    expect(postChange(post(), post({ publish_at: at }))).toEqual({ render: ['/insights'], remove: ['/insights/designing-for-calm'] });
    const { render, remove } = projectChange(project(), project({ publish_at: at }));
    expect(remove).toEqual(['/projects/harbour']);
    expect(render).toContain('/work');
  });

  it("publishes the item's page and list when its time has come, and nothing before", () => {
    expect(scheduledRoutes('blog_posts', post({ publish_at: at }), now)).toEqual({ render: [], remove: [] });
    expect(scheduledRoutes('blog_posts', post({ publish_at: at }), later)).toEqual({ render: ['/insights', '/insights/designing-for-calm'], remove: [] });
    expect(scheduledRoutes('blog_posts', post({ publish_at: at, published: false }), later)).toEqual({ render: [], remove: [] });
    expect(scheduledRoutes('projects', undefined, later)).toEqual({ render: [], remove: [] });
  });

  it('names the time to schedule only for a published item whose time is ahead', () => {
    expect(scheduledPublishAt('blog_posts', post({ publish_at: at }), now)).toBe(at);
    expect(scheduledPublishAt('projects', project({ publish_at: at }), now)).toBe(at);
    expect(scheduledPublishAt('blog_posts', post({ publish_at: at }), later)).toBeUndefined();
    expect(scheduledPublishAt('blog_posts', post({ publish_at: at, published: false }), now)).toBeUndefined();
    expect(scheduledPublishAt('projects', project({ publish_at: at, published: false }), now)).toBeUndefined();
    expect(scheduledPublishAt('blog_posts', post(), now)).toBeUndefined();
    expect(scheduledPublishAt('blog_posts', undefined, now)).toBeUndefined();
  });
});

describe('routesFor', () => {
  it('writes the content pages the content holds, removes the others, and always writes other pages', () => {
    const held = new Set(['/insights/kept']);
    expect(routesFor(['/insights/kept', '/insights/gone', '/insights', '/about', '/insights'], held)).toEqual({
      render: ['/about', '/insights', '/insights/kept'],
      remove: ['/insights/gone'],
    });
  });
});

describe('contentFingerprint', () => {
  const content = (posts: BlogPost[]): SiteContent => ({ projects: [project()], posts, videos: [], seoPages: [] });

  it('is the same for the same content whatever order the attributes came in, and ignores view counts', () => {
    const reordered = Object.fromEntries(Object.entries(post()).reverse()) as BlogPost;
    expect(contentFingerprint(content([reordered]))).toBe(contentFingerprint(content([post()])));
    expect(contentFingerprint(content([post({ views: 40 })]))).toBe(contentFingerprint(content([post()])));
  });

  it('differs when anything a page shows changed', () => {
    expect(contentFingerprint(content([post({ title: 'Calm, again' })]))).not.toBe(contentFingerprint(content([post()])));
    expect(contentFingerprint(content([]))).not.toBe(contentFingerprint(content([post()])));
  });
});
