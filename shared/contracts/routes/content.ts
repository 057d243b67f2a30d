import type { HttpRoute } from './types';

const read = (path: string, handler: string, tables: HttpRoute['tables']): HttpRoute => ({
  method: 'GET',
  path,
  handler,
  auth: 'none',
  rateLimit: 'read',
  tables,
});

/** A newsletter link's action: the token in the query names the address; sent by the page's button. */
const newsletterLink = (path: string, handler: string): HttpRoute => ({
  method: 'POST',
  path,
  handler,
  auth: 'none',
  rateLimit: 'form',
  tables: { newsletter_subscribers: 'readwrite' },
  secrets: ['bookingToken'],
});

/** Public content (projects, videos, insights, page metadata), the contact form and the newsletter. */
export const contentRoutes: readonly HttpRoute[] = [
  read('/api/projects', 'lambdas/content/list-projects.ts', { projects: 'read' }),
  read('/api/projects/{slug}', 'lambdas/content/get-project.ts', { projects: 'read' }),
  read('/api/videos', 'lambdas/content/list-videos.ts', { videos: 'read' }),
  read('/api/posts', 'lambdas/content/list-posts.ts', { blog_posts: 'read' }),
  read('/api/posts/{slug}', 'lambdas/content/get-post.ts', { blog_posts: 'read' }),
  read('/api/posts/{slug}/related', 'lambdas/content/list-related-posts.ts', { blog_posts: 'read' }),
  read('/api/posts/{slug}/views', 'lambdas/content/get-views.ts', { blog_posts: 'read' }),
  read('/api/posts/{slug}/reactions', 'lambdas/content/get-reactions.ts', { blog_posts: 'read', blog_interactions: 'read' }),
  read('/api/seo-pages/{key}', 'lambdas/seo/get-seo-page.ts', { seo_pages: 'read' }),
  {
    method: 'POST',
    path: '/api/posts/{slug}/views',
    handler: 'lambdas/content/record-view.ts',
    auth: 'none',
    rateLimit: 'form',
    tables: { blog_posts: 'readwrite' },
  },
  {
    method: 'POST',
    path: '/api/posts/{slug}/reactions',
    handler: 'lambdas/content/add-reaction.ts',
    auth: 'none',
    rateLimit: 'form',
    tables: { blog_posts: 'read', blog_interactions: 'readwrite' },
  },
  {
    method: 'POST',
    path: '/api/contact',
    handler: 'lambdas/contact/send-contact-message.ts',
    auth: 'none',
    rateLimit: 'form',
    tables: { contact_messages: 'write', rate_limits: 'readwrite' },
    capabilities: ['ses'],
  },
  {
    method: 'POST',
    path: '/api/newsletter',
    handler: 'lambdas/newsletter/subscribe.ts',
    auth: 'none',
    rateLimit: 'form',
    tables: { newsletter_subscribers: 'readwrite', rate_limits: 'readwrite' },
    // The confirm and unsubscribe links are signed with a key derived from the booking token secret.
    capabilities: ['ses'],
    secrets: ['bookingToken'],
  },
  // A plain GET of an e-mailed link (as mail scanners make) only leads to the page whose button sends the POST.
  read('/api/newsletter/confirm', 'lambdas/newsletter/link-page.ts', {}),
  read('/api/newsletter/unsubscribe', 'lambdas/newsletter/link-page.ts', {}),
  { ...newsletterLink('/api/newsletter/confirm', 'lambdas/newsletter/confirm.ts') },
  // Also the one-click unsubscribe (RFC 8058) a mail client POSTs to the List-Unsubscribe URL.
  { ...newsletterLink('/api/newsletter/unsubscribe', 'lambdas/newsletter/unsubscribe.ts') },
];
