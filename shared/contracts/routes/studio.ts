import type { BucketConsumer, HandlerDeclaration, HttpRoute, StreamConsumer } from './types';

/*
 * The content studio: the staff content API (reading for every staff role, writing for editors and admins, checked
 * in the handlers) and the publisher, which turns every change of the content tables into prerendered pages.
 */

const staff = (method: HttpRoute['method'], path: string, handler: string, tables: HttpRoute['tables'], extra: Partial<HttpRoute> = {}): HttpRoute => ({
  method,
  path,
  handler,
  auth: 'jwt',
  rateLimit: 'staff',
  tables: { user_roles: 'read', ...tables },
  ...extra,
});

/** A collection's routes, served by the exports of one module; `slugs` for kinds whose writes claim and release slugs in `content_slugs`. */
function collection(
  plural: 'posts' | 'projects' | 'videos',
  table: string,
  handlers: { list: string; get: string; create: string; update: string; delete: string },
  slugs = false,
): HttpRoute[] {
  const write: HttpRoute['tables'] = { [table]: 'readwrite', audit_log: 'write', ...(slugs ? { content_slugs: 'write' } : {}) };
  return [
    staff('GET', `/api/admin/${plural}`, handlers.list, { [table]: 'read' }),
    staff('GET', `/api/admin/${plural}/{id}`, handlers.get, { [table]: 'read' }),
    staff('POST', `/api/admin/${plural}`, handlers.create, write),
    staff('PUT', `/api/admin/${plural}/{id}`, handlers.update, write),
    staff('DELETE', `/api/admin/${plural}/{id}`, handlers.delete, write),
  ];
}

/** Tables the publisher reads to render a page: the changed item, its lists, the home page's sections and metadata. */
export const publisherTables = { projects: 'read', videos: 'read', blog_posts: 'read', seo_pages: 'read' } as const;

export const studioRoutes: readonly HttpRoute[] = [
  ...collection('posts', 'blog_posts', {
    list: 'lambdas/admin/content/posts.ts#listPosts',
    get: 'lambdas/admin/content/posts.ts#getPost',
    create: 'lambdas/admin/content/posts.ts#createPost',
    update: 'lambdas/admin/content/posts.ts#updatePost',
    delete: 'lambdas/admin/content/posts.ts#deletePost',
  }, true),
  ...collection('projects', 'projects', {
    list: 'lambdas/admin/content/projects.ts#listProjects',
    get: 'lambdas/admin/content/projects.ts#getProject',
    create: 'lambdas/admin/content/projects.ts#createProject',
    update: 'lambdas/admin/content/projects.ts#updateProject',
    delete: 'lambdas/admin/content/projects.ts#deleteProject',
  }, true),
  ...collection('videos', 'videos', {
    list: 'lambdas/admin/content/videos.ts#listVideos',
    get: 'lambdas/admin/content/videos.ts#getVideo',
    create: 'lambdas/admin/content/videos.ts#createVideo',
    update: 'lambdas/admin/content/videos.ts#updateVideo',
    delete: 'lambdas/admin/content/videos.ts#deleteVideo',
  }),
  staff('PUT', '/api/admin/videos/order', 'lambdas/admin/content/reorder-videos.ts', { videos: 'readwrite', audit_log: 'write' }),
  staff('GET', '/api/admin/seo-pages', 'lambdas/admin/content/list-seo-pages.ts', { seo_pages: 'read' }),
  staff('PUT', '/api/admin/seo-pages/{page_key}', 'lambdas/admin/content/save-seo-page.ts', { seo_pages: 'readwrite', audit_log: 'write' }),
  staff('GET', '/api/admin/media', 'lambdas/admin/content/list-media.ts', {}, { capabilities: ['media-list'] }),
  staff('POST', '/api/admin/media', 'lambdas/admin/content/request-media-upload.ts', { audit_log: 'write' }, { capabilities: ['media-upload'] }),
  // Signs a draft's preview link with a key derived from the token secret (lambdas/content/preview/preview-link.ts).
  staff('POST', '/api/admin/previews', 'lambdas/admin/content/create-preview.ts', { blog_posts: 'read', projects: 'read' }, { secrets: ['bookingToken'] }),
  // The preview itself: opened in a plain tab, so the signed link is its credential rather than a staff token.
  {
    method: 'GET',
    path: '/api/previews',
    handler: 'lambdas/content/show-preview.ts',
    auth: 'none',
    rateLimit: 'read',
    tables: publisherTables,
    secrets: ['bookingToken'],
    capabilities: ['site-render'],
    timeoutSeconds: 15,
    memoryMb: 1024,
  },
];

/**
 * Renders the whole site from the database after the web build is uploaded (each deploy; each local start). Not a
 * route nor a consumer: the web stack runs it after the upload, the local runtime after its own.
 */
export const siteRepublisher: HandlerDeclaration = {
  handler: 'lambdas/content/republish-site.ts',
  tables: publisherTables,
  capabilities: ['site-publish'],
  timeoutSeconds: 300,
  memoryMb: 1024,
};

/**
 * Loads the seed content into the content tables when every one of them is empty, so a new deployment's site is never
 * blank. The web stack runs it once, when first created, before the whole-site republish; locally the runtime's
 * seeders load the same content on a new data folder.
 */
export const contentSeeder: HandlerDeclaration = {
  handler: 'lambdas/content/seed-empty-site.ts',
  tables: { projects: 'readwrite', videos: 'readwrite', blog_posts: 'readwrite', seo_pages: 'readwrite', content_slugs: 'readwrite' },
  timeoutSeconds: 120,
};

/** One consumer per content table; each re-renders the routes its changes affect. */
export const studioStreamConsumers: readonly StreamConsumer[] = (['blog_posts', 'projects', 'videos', 'seo_pages'] as const).map((table) => ({
  table,
  handler: 'lambdas/content/publish-changes.ts',
  batchSize: 25,
  maxRetries: 3,
  tables: publisherTables,
  capabilities: ['site-publish'],
  schedules: ['publish'],
  metrics: ['ContentPublished', 'PublishFailures'],
  timeoutSeconds: 60,
  memoryMb: 1024,
}));

/** Each uploaded image gets its responsive variants (480, 960 and 1600 px wide, WebP and AVIF) under `media/variants/`. */
export const studioBucketConsumers: readonly BucketConsumer[] = [
  {
    bucket: 'media',
    prefix: 'media/uploads/',
    handler: 'lambdas/content/make-image-variants.ts',
    capabilities: ['media-variants'],
    timeoutSeconds: 120,
    memoryMb: 2048,
  },
];
