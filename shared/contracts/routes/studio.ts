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

/**
 * A collection's routes, served by the exports of one module. Every save is kept in `content_revisions`; kinds whose
 * slug names a page (`pages`) claim and release slugs in `content_slugs`, keep redirects from the addresses they
 * leave in `content_redirects`, and offer their revisions (with restore) and old addresses.
 */
function collection(
  plural: 'posts' | 'projects' | 'videos',
  table: string,
  module: string,
  names: { list: string; get: string; create: string; update: string; delete: string },
  pages?: { revisions: string; restore: string; redirects: string },
): HttpRoute[] {
  const handler = (name: string) => `${module}#${name}`;
  const write: HttpRoute['tables'] = {
    [table]: 'readwrite',
    audit_log: 'write',
    content_revisions: 'readwrite',
    // The alt texts of the uploads a row shows are copied onto it from the media library.
    media: 'read',
    ...(pages ? { content_slugs: 'write', content_redirects: 'readwrite' } : {}),
  };
  return [
    staff('GET', `/api/admin/${plural}`, handler(names.list), { [table]: 'read' }),
    staff('GET', `/api/admin/${plural}/{id}`, handler(names.get), { [table]: 'read' }),
    staff('POST', `/api/admin/${plural}`, handler(names.create), write),
    staff('PUT', `/api/admin/${plural}/{id}`, handler(names.update), write),
    staff('DELETE', `/api/admin/${plural}/{id}`, handler(names.delete), write),
    ...(pages
      ? [
          staff('GET', `/api/admin/${plural}/{id}/revisions`, handler(pages.revisions), { [table]: 'read', content_revisions: 'read' }),
          staff('POST', `/api/admin/${plural}/{id}/revisions/{revision}/restore`, handler(pages.restore), write),
          staff('GET', `/api/admin/${plural}/{id}/redirects`, handler(pages.redirects), { [table]: 'read', content_redirects: 'read' }),
        ]
      : []),
  ];
}

/** Tables of a change that saves every item showing a file again (alt text, replacement), as their own saves do. */
const resavingTables: HttpRoute['tables'] = {
  media: 'readwrite',
  blog_posts: 'readwrite',
  projects: 'readwrite',
  videos: 'readwrite',
  seo_pages: 'readwrite',
  content_revisions: 'readwrite',
  content_slugs: 'write',
  content_redirects: 'readwrite',
  audit_log: 'write',
};

/** Tables the publisher reads to render a page: the changed item, its lists, the home page's sections and metadata. */
export const publisherTables = { projects: 'read', videos: 'read', blog_posts: 'read', seo_pages: 'read' } as const;

export const studioRoutes: readonly HttpRoute[] = [
  ...collection(
    'posts',
    'blog_posts',
    'lambdas/admin/content/posts.ts',
    { list: 'listPosts', get: 'getPost', create: 'createPost', update: 'updatePost', delete: 'deletePost' },
    { revisions: 'listPostRevisions', restore: 'restorePostRevision', redirects: 'listPostRedirects' },
  ),
  ...collection(
    'projects',
    'projects',
    'lambdas/admin/content/projects.ts',
    { list: 'listProjects', get: 'getProject', create: 'createProject', update: 'updateProject', delete: 'deleteProject' },
    { revisions: 'listProjectRevisions', restore: 'restoreProjectRevision', redirects: 'listProjectRedirects' },
  ),
  ...collection('videos', 'videos', 'lambdas/admin/content/videos.ts', {
    list: 'listVideos',
    get: 'getVideo',
    create: 'createVideo',
    update: 'updateVideo',
    delete: 'deleteVideo',
  }),
  staff('PUT', '/api/admin/videos/order', 'lambdas/admin/content/reorder-videos.ts', { videos: 'readwrite', audit_log: 'write' }),
  staff('GET', '/api/admin/seo-pages', 'lambdas/admin/content/list-seo-pages.ts', { seo_pages: 'read' }),
  staff('PUT', '/api/admin/seo-pages/{page_key}', 'lambdas/admin/content/save-seo-page.ts', { seo_pages: 'readwrite', audit_log: 'write', content_revisions: 'readwrite' }),
  staff('GET', '/api/admin/media', 'lambdas/admin/content/list-media.ts', { media: 'read' }, { capabilities: ['media-list'] }),
  staff('POST', '/api/admin/media', 'lambdas/admin/content/request-media-upload.ts', { media: 'write', audit_log: 'write' }, { capabilities: ['media-upload'] }),
  staff('GET', '/api/admin/media/uploads/{name}', 'lambdas/admin/content/get-upload-status.ts', {}, { capabilities: ['media-status'] }),
  // A new alt text, or a replacement file, is carried into every item that shows the file: each saved again.
  staff('PUT', '/api/admin/media/{name}', 'lambdas/admin/content/media-items.ts#updateMedia', resavingTables, { capabilities: ['media-read'] }),
  staff('POST', '/api/admin/media/{name}/replace', 'lambdas/admin/content/media-items.ts#replaceMedia', resavingTables, { capabilities: ['media-delete'] }),
  // Deleting reads every item that might show the file: a file in use is refused.
  staff(
    'DELETE',
    '/api/admin/media/{name}',
    'lambdas/admin/content/media-items.ts#deleteMedia',
    { media: 'readwrite', audit_log: 'write', blog_posts: 'read', projects: 'read', videos: 'read', seo_pages: 'read' },
    { capabilities: ['media-delete'] },
  ),
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

/**
 * Copies every change of the redirect table into the CloudFront key-value store the site's routing function reads.
 * Deployed beside the publisher; the local gateway reads the redirect table itself, so the local cloud has no copy.
 */
export const redirectPublisher: StreamConsumer = {
  table: 'content_redirects',
  handler: 'lambdas/content/publish-redirects.ts',
  batchSize: 50,
  maxRetries: 5,
  tables: {},
  capabilities: ['redirect-publish'],
  timeoutSeconds: 30,
};

/** Every file sent to `media/incoming/` is sniffed: served from `media/uploads/` (with a thumbnail) if its bytes are of its declared type, else deleted. */
const uploadCheck: BucketConsumer = {
  bucket: 'media',
  prefix: 'media/incoming/',
  handler: 'lambdas/content/check-upload.ts',
  tables: { audit_log: 'write', media: 'readwrite' },
  capabilities: ['media-check'],
  timeoutSeconds: 60,
  // The thumbnail decodes the whole image, as the variants do: a 10 MB PNG may hold hundreds of megabytes of pixels.
  memoryMb: 2048,
};

/** Each uploaded image gets its responsive variants (480, 960 and 1600 px wide, WebP and AVIF) under `media/variants/`. */
export const studioBucketConsumers: readonly BucketConsumer[] = [
  uploadCheck,
  {
    bucket: 'media',
    prefix: 'media/uploads/',
    handler: 'lambdas/content/make-image-variants.ts',
    capabilities: ['media-variants'],
    timeoutSeconds: 120,
    memoryMb: 2048,
  },
];
