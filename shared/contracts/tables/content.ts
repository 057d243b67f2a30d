import type { TableDefinition } from './types';

/**
 * Content, contact and newsletter tables. Public list reads go through sparse indexes whose partition key is set
 * only on items that may be shown (published posts and videos), so unpublished items can never leak through them.
 * See docs/content.md for the item shapes.
 */
export const contentTables: readonly TableDefinition[] = [
  {
    // Items carry `list = 'project'` (all projects, newest first), `slug_key` and `title_key` (lower-cased).
    name: 'projects',
    partitionKey: { name: 'id', type: 'S' },
    stream: 'NEW_AND_OLD_IMAGES',
    globalIndexes: [
      { name: 'byCreated', partitionKey: { name: 'list', type: 'S' }, sortKey: { name: 'created_at', type: 'S' } },
      { name: 'bySlugKey', partitionKey: { name: 'slug_key', type: 'S' } },
      { name: 'byTitleKey', partitionKey: { name: 'title_key', type: 'S' } },
    ],
  },
  {
    // `published_list = 'published'` only while is_published is true.
    name: 'videos',
    partitionKey: { name: 'id', type: 'S' },
    stream: 'NEW_AND_OLD_IMAGES',
    globalIndexes: [
      {
        name: 'publishedByOrder',
        partitionKey: { name: 'published_list', type: 'S' },
        sortKey: { name: 'display_order', type: 'N' },
      },
    ],
  },
  {
    // `published_list` and `published_category` exist only while the post is published.
    name: 'blog_posts',
    partitionKey: { name: 'id', type: 'S' },
    stream: 'NEW_AND_OLD_IMAGES',
    globalIndexes: [
      { name: 'bySlug', partitionKey: { name: 'slug', type: 'S' } },
      { name: 'publishedByCreated', partitionKey: { name: 'published_list', type: 'S' }, sortKey: { name: 'created_at', type: 'S' } },
      {
        name: 'publishedByCategory',
        partitionKey: { name: 'published_category', type: 'S' },
        sortKey: { name: 'created_at', type: 'S' },
      },
    ],
  },
  {
    // One item per post or project slug in use (`slug_key`: `post#{slug}`, `project#{slug lower-cased}`) naming
    // the row that holds it (`owner_id`). A save claims its slug in the same transaction as the row, so two saves
    // of one slug cannot both succeed. Apart from the content tables so their scans and streams carry rows only.
    name: 'content_slugs',
    partitionKey: { name: 'slug_key', type: 'S' },
  },
  {
    // Every save of a post, project, video or page record: `item_key` (`post#{id}`, `project#{id}`, `video#{id}`,
    // `seo_page#{page_key}`) and `revision` (the version the save gave the row), with the whole row as saved
    // (`fields`), `saved_at` and `saved_by`. A restore reads one back and saves it again.
    name: 'content_revisions',
    partitionKey: { name: 'item_key', type: 'S' },
    sortKey: { name: 'revision', type: 'N' },
  },
  {
    // One item per old page address (`from_path`) of a renamed article or project, leading to `to_path`; `item_key`
    // names the item (`byItem` finds its redirects when it moves again or is deleted). The stream copies every change
    // into CloudFront's key-value store, which the site's viewer-request function reads.
    name: 'content_redirects',
    partitionKey: { name: 'from_path', type: 'S' },
    stream: 'NEW_AND_OLD_IMAGES',
    globalIndexes: [{ name: 'byItem', partitionKey: { name: 'item_key', type: 'S' } }],
  },
  {
    // One record per studio upload, keyed by its stored file name (`name`, `{uuid}.{ext}`): the original file name,
    // alt text, thumbnail, check status and `version` (shared/content/media-library.ts). A small table the library
    // reads whole.
    name: 'media',
    partitionKey: { name: 'name', type: 'S' },
    // A record whose file never arrived (the upload link unused) goes after two days; a checked file's has no expiry.
    ttlAttribute: 'expiresAt',
  },
  {
    // Per post: one item per reaction (`sk = REACTION#{session}#{type}`) and a counter item (`sk = COUNTS`).
    name: 'blog_interactions',
    partitionKey: { name: 'blog_post_id', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
  },
  {
    name: 'seo_pages',
    partitionKey: { name: 'page_key', type: 'S' },
    stream: 'NEW_AND_OLD_IMAGES',
  },
  {
    // Items carry `list = 'contact'`: the staff inbox reads them newest first, a page at a time, from `byCreated`.
    name: 'contact_messages',
    partitionKey: { name: 'id', type: 'S' },
    globalIndexes: [{ name: 'byCreated', partitionKey: { name: 'list', type: 'S' }, sortKey: { name: 'created_at', type: 'S' } }],
    // Deleted 24 months after the message arrived (docs/privacy.md).
    ttlAttribute: 'expiresAt',
  },
  {
    // Keyed by the lower-cased e-mail address: subscribing twice updates the same item.
    name: 'newsletter_subscribers',
    partitionKey: { name: 'email', type: 'S' },
    // An unsubscribed row is deleted 30 days later; the retention consumer keeps its address's hash (docs/privacy.md).
    ttlAttribute: 'expiresAt',
    stream: 'NEW_AND_OLD_IMAGES',
  },
];
