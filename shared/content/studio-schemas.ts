import { z } from 'zod';
import { seoFallbacks } from '../site/seo-fallbacks';
import { ALT_MAX } from './media-library';
import { sentVersionSchema } from './revisions';
import { blogPostSchema, projectSchema, seoPageSchema, videoSchema } from './schemas';

/*
 * The staff content API (`/api/admin/posts|projects|videos|seo-pages|media`): what editors send and what they get
 * back. Rows keep the public API's field names; the server owns `id`, `created_at`, `updated_at` and `views`, so
 * those are ignored when sent.
 */

/** A slug: lower-case words of letters and digits joined by single hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Enter a slug.')
  .max(120, 'Use at most 120 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.');

/**
 * A link or media address a page may show: a path on this site or an http(s) address. Anything else (a
 * `javascript:` or `data:` URL, a protocol-relative `//host`) could run script or leave the site unnoticed.
 */
export const safeUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Use at most 2000 characters.')
  .refine((value) => value === '' || /^\/(?!\/)[^\s]*$/.test(value) || /^https?:\/\/[^\s/]+[^\s]*$/i.test(value), {
    message: 'Use a path starting with / or an http(s) address.',
  });

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);
const required = (max: number) => text(max).min(1, 'This field is required.');
const optionalText = (max: number) => text(max).optional();
const optionalUrl = safeUrlSchema.optional();
const mediaType = z.enum(['image', 'video'], { message: 'Choose image or video.' }).optional();
const flag = z.boolean({ message: 'Use true or false.' }).optional();
const opacity = z.number({ message: 'Use a number.' }).min(0, 'Use 0 to 100.').max(100, 'Use 0 to 100.').optional();

/**
 * When a published item goes live: an ISO instant with its offset (`2026-12-01T09:00:00Z`, `…+01:00`), stored in
 * UTC; empty, null or left out means none. A time already past simply means live now.
 */
export const publishAtSchema = z
  .union([z.literal(''), z.null(), z.iso.datetime({ offset: true, message: 'Use a date and time such as 2026-12-01T09:00:00Z.' })])
  .optional()
  .transform((value) => (value ? new Date(value).toISOString() : undefined));

// ── posts ────────────────────────────────────────────────────────────────────────────────────────────────────
/** The longest article body (Markdown) a post may hold. */
export const MAX_POST_CONTENT_CHARS = 100_000;

export const postInputSchema = z.object({
  /** Derived from the title when left out. */
  slug: slugSchema.optional(),
  title: required(200),
  excerpt: text(600).default(''),
  content: text(MAX_POST_CONTENT_CHARS).default(''),
  category: required(60),
  author: required(120),
  read_time: text(40).default(''),
  image_url: safeUrlSchema.default(''),
  published: z.boolean({ message: 'Use true or false.' }).default(false),
  /** The version the editor read (a change of a stored post). */
  version: sentVersionSchema.optional(),
  publish_at: publishAtSchema,
});
export type PostInput = z.input<typeof postInputSchema>;
export type PostFields = z.output<typeof postInputSchema>;

export const adminPostListResponseSchema = z.object({ posts: z.array(blogPostSchema) });
export const adminPostResponseSchema = z.object({ post: blogPostSchema });

// ── projects ─────────────────────────────────────────────────────────────────────────────────────────────────
/** The projects table's fields grouped as the page lays them out (the studio form's sections). */
export const projectFieldGroups = [
  {
    id: 'core',
    title: 'Card and hero',
    fields: ['title', 'slug', 'project_type', 'category', 'description', 'image_url', 'services', 'client', 'country', 'industry', 'scope', 'visit_site_url', 'featured', 'published', 'publish_at'],
  },
  { id: 'hero_section_1', title: 'First hero', fields: ['hero_section_1_enabled', 'hero_section_1_text', 'hero_section_1_media_type', 'hero_section_1_media_url', 'hero_section_1_overlay_enabled', 'hero_section_1_overlay_opacity'] },
  { id: 'hero_banner_1', title: 'Hero banner 1', fields: ['hero_banner_1_text', 'hero_banner_1_media_type', 'hero_banner_1_media_url', 'hero_banner_1_overlay_enabled', 'hero_banner_1_overlay_opacity'] },
  { id: 'hero_section_text', title: 'Hero with text', fields: ['hero_section_text_enabled', 'hero_section_text_banner_type', 'hero_section_text_banner_url', 'hero_section_text_overlay_enabled', 'hero_section_text_overlay_opacity'] },
  { id: 'hero_banner_2', title: 'Hero banner 2', fields: ['hero_banner_2_text', 'hero_banner_2_media_type', 'hero_banner_2_media_url', 'hero_banner_2_overlay_enabled', 'hero_banner_2_overlay_opacity'] },
  {
    id: 'about_scope',
    title: 'About and scope',
    fields: ['about_scope_enabled', 'about_scope_text', 'scope_of_work_text', 'about_scope_right_image_type', 'about_scope_right_image_url', 'about_scope_banner_type', 'about_scope_banner_url'],
  },
  {
    id: 'text_sections',
    title: 'Text sections',
    fields: ['section_1_title', 'section_1_description', 'section_2_title', 'section_2_description', 'section_1_2_banner_type', 'section_1_2_banner_url', 'user_centered_design_text', 'user_centered_banner_type', 'user_centered_banner_url'],
  },
  { id: 'behind_scenes', title: 'Behind the scenes', fields: ['behind_scenes_enabled', 'behind_scenes_headline', 'behind_scenes_text', 'behind_scenes_media_type', 'behind_scenes_media_url'] },
  {
    id: 'client_testimonial',
    title: 'Client testimonial',
    fields: ['client_testimonial_enabled', 'client_testimonial_headline', 'client_testimonial_text', 'client_testimonial_media_type', 'client_testimonial_media_url'],
  },
  {
    id: 'duplicate_hero_text',
    title: 'Second hero with text',
    fields: [
      'duplicate_hero_text_enabled',
      'duplicate_hero_text_section_title',
      'duplicate_hero_text_section_description',
      'duplicate_hero_text_banner_type',
      'duplicate_hero_text_banner_url',
      'duplicate_hero_text_overlay_enabled',
      'duplicate_hero_text_overlay_opacity',
    ],
  },
  {
    id: 'three_column',
    title: 'Three columns',
    fields: [
      'three_column_section_enabled',
      'three_column_section_title',
      'three_column_section_description',
      ...[1, 2, 3].flatMap((n) => [`column_${n}_media_type`, `column_${n}_media_url`, `column_${n}_overlay_enabled`, `column_${n}_overlay_opacity`]),
    ],
  },
  {
    id: 'achievements',
    title: 'Achievements',
    fields: ['achievements_section_enabled', ...[1, 2, 3, 4].flatMap((n) => [`achievement_${n}_number`, `achievement_${n}_label`]), 'results'],
  },
] as const satisfies readonly { id: string; title: string; fields: readonly string[] }[];

/** Every editable project field with its rule, derived from the table's schema so none is forgotten. */
function projectFieldRule(name: string, base: z.ZodType): z.ZodType {
  if (name.endsWith('_url')) return optionalUrl;
  if (name.endsWith('_type') && name !== 'project_type') return mediaType;
  if (name.endsWith('_opacity')) return opacity;
  if (name.endsWith('_enabled')) return flag;
  if (name.endsWith('_text') || name.endsWith('_description')) return optionalText(5000);
  return base instanceof z.ZodOptional ? optionalText(300) : base;
}

const editableProjectShape = Object.fromEntries(
  Object.entries(projectSchema.omit({ id: true, created_at: true, updated_at: true, version: true }).shape).map(([name, base]) => [name, projectFieldRule(name, base)]),
);

export const projectInputSchema = z.object({
  ...editableProjectShape,
  title: required(200),
  slug: slugSchema.optional(),
  category: text(80).default(''),
  description: text(5000).default(''),
  image_url: safeUrlSchema.default(''),
  services: text(300).default(''),
  client: text(160).default(''),
  country: text(80).default(''),
  visit_site_url: optionalUrl,
  industry: text(300).default('Businesses'),
  scope: text(160).default('Development'),
  featured: z.boolean({ message: 'Use true or false.' }).default(false),
  project_type: z.enum(['default', 'sculpted'], { message: 'Choose default or sculpted.' }).default('default'),
  results: z.array(text(80)).max(3, 'Use at most three results.').optional(),
  published: z.boolean({ message: 'Use true or false.' }).default(false),
  version: sentVersionSchema.optional(),
  publish_at: publishAtSchema,
});
export type ProjectInput = z.input<typeof projectInputSchema>;

export const adminProjectListResponseSchema = z.object({ projects: z.array(projectSchema) });
export const adminProjectResponseSchema = z.object({ project: projectSchema });

// ── videos ───────────────────────────────────────────────────────────────────────────────────────────────────
export const videoInputSchema = z
  .object({
    title: required(200),
    description: text(2000).default(''),
    video_url: safeUrlSchema.refine((value) => value !== '', 'This field is required.'),
    thumbnail_url: safeUrlSchema.default(''),
    /** Left out: after the last video. */
    display_order: z.number({ message: 'Use a whole number.' }).int('Use a whole number.').min(0, 'Use 0 or more.').max(100_000).optional(),
    is_published: z.boolean({ message: 'Use true or false.' }).optional(),
    /** The same flag under the name the other content types use. */
    published: z.boolean({ message: 'Use true or false.' }).optional(),
    version: sentVersionSchema.optional(),
  })
  .transform(({ published, is_published, ...video }) => ({ ...video, is_published: is_published ?? published ?? false }));
export type VideoInput = z.input<typeof videoInputSchema>;

/** A video as staff read it: `published` mirrors `is_published`, so every content type answers the same flag. */
export const adminVideoSchema = videoSchema.extend({ published: z.boolean() });
export type AdminVideo = z.infer<typeof adminVideoSchema>;
export const adminVideoListResponseSchema = z.object({ videos: z.array(adminVideoSchema) });
export const adminVideoResponseSchema = z.object({ video: adminVideoSchema });

export const videoOrderSchema = z.object({
  ids: z.array(z.string().min(1)).min(1, 'List the videos in their new order.').max(500),
});

// ── page metadata ────────────────────────────────────────────────────────────────────────────────────────────
export const seoPageKeys = Object.keys(seoFallbacks) as (keyof typeof seoFallbacks)[];

export const seoPageKeyParamsSchema = z.object({
  page_key: z.enum(seoPageKeys as [string, ...string[]], { message: 'Unknown page.' }),
});

export const seoPageInputSchema = z.object({
  title: text(200).default(''),
  description: text(500).default(''),
  keywords: text(500).default(''),
  og_image: safeUrlSchema.default(''),
  og_title: text(200).default(''),
  og_description: text(500).default(''),
  og_type: text(40).default(''),
  og_url: safeUrlSchema.default(''),
  twitter_card: z.enum(['', 'summary', 'summary_large_image'], { message: 'Choose summary or summary_large_image.' }).default(''),
  twitter_title: text(200).default(''),
  twitter_description: text(500).default(''),
  twitter_image: safeUrlSchema.default(''),
  canonical_url: safeUrlSchema.default(''),
  robots_directives: text(200).default(''),
  meta_author: text(120).default(''),
  meta_viewport: text(200).default(''),
  version: sentVersionSchema.optional(),
});
export type SeoPageInput = z.input<typeof seoPageInputSchema>;

/** A page's record as staff see it: the stored one (empty fields where none is stored) and the built-in fallback. */
export const adminSeoPageSchema = seoPageSchema.extend({
  stored: z.boolean(),
  fallback: z.object({ title: z.string(), description: z.string(), keywords: z.string(), ogImage: z.string() }),
});
export type AdminSeoPage = z.infer<typeof adminSeoPageSchema>;
export const adminSeoPageListResponseSchema = z.object({ pages: z.array(adminSeoPageSchema) });
export const adminSeoPageResponseSchema = z.object({ page: adminSeoPageSchema });

// ── media ────────────────────────────────────────────────────────────────────────────────────────────────────
const MB = 1024 * 1024;
/** What may be uploaded, and how large each kind may be. */
export const mediaLimits: Record<string, { maxBytes: number; extension: string }> = {
  'image/jpeg': { maxBytes: 10 * MB, extension: 'jpg' },
  'image/png': { maxBytes: 10 * MB, extension: 'png' },
  'image/webp': { maxBytes: 10 * MB, extension: 'webp' },
  'image/avif': { maxBytes: 10 * MB, extension: 'avif' },
  'image/gif': { maxBytes: 10 * MB, extension: 'gif' },
  'video/mp4': { maxBytes: 200 * MB, extension: 'mp4' },
  'video/webm': { maxBytes: 200 * MB, extension: 'webm' },
};

export const mediaUploadRequestSchema = z
  .object({
    filename: required(200),
    contentType: z.string().trim().toLowerCase(),
    size: z.number({ message: 'Give the size in bytes.' }).int('Give the size in bytes.').positive('The file is empty.'),
    /** The image's alt text, when the uploader writes it with the file (the library asks for it); else added later. */
    alt: text(ALT_MAX).optional(),
  })
  .superRefine((request, ctx) => {
    const limit = mediaLimits[request.contentType];
    if (!limit) {
      ctx.addIssue({ code: 'custom', path: ['contentType'], message: 'Upload a JPEG, PNG, WebP, AVIF or GIF image, or an MP4 or WebM video.' });
    } else if (request.size > limit.maxBytes) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: `This kind of file may be at most ${limit.maxBytes / MB} MB.` });
    }
  });
export type MediaUploadRequest = z.infer<typeof mediaUploadRequestSchema>;

export const mediaUploadResponseSchema = z.object({
  upload: z.object({
    url: z.string(),
    method: z.enum(['PUT', 'POST']),
    headers: z.record(z.string(), z.string()).optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
  url: z.string(),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

/** The media kinds the library tells apart, from an upload's content type. */
export const mediaKindOf = (contentType: string): 'image' | 'video' => (contentType.startsWith('video/') ? 'video' : 'image');

/**
 * One stored upload: its site path, storage key, stored file name, the name it was uploaded as (the stored name for
 * files from before names were kept), type, size in bytes, upload time, alt text, thumbnail (images, once made) and
 * the version a change must send back.
 */
export const mediaItemSchema = z.object({
  url: z.string().startsWith('/media/uploads/'),
  key: z.string(),
  name: z.string(),
  original_name: z.string(),
  contentType: z.string().optional(),
  kind: z.enum(['image', 'video']),
  size: z.number().int().nonnegative(),
  uploaded_at: z.string(),
  alt: z.string(),
  thumbnail_url: z.string().nullable(),
  version: z.number().int().nonnegative(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** `GET /api/admin/media?q=`: the newest uploads first (those the search finds); `truncated` when older ones were left out. */
export const mediaListResponseSchema = z.object({ media: z.array(mediaItemSchema), truncated: z.boolean() });
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;
export const mediaListQuerySchema = z.object({ q: z.string().max(200, 'Use at most 200 characters.').optional() });

/** `PUT /api/admin/media/{name}`: the alt text, and the version the editor read. */
export const mediaUpdateSchema = z.object({ alt: text(ALT_MAX), version: sentVersionSchema });
export const mediaItemResponseSchema = z.object({ media: mediaItemSchema });

/** `POST /api/admin/media/{name}/replace`: the new upload's stored name, and the version of the file it replaces. */
export const mediaReplaceSchema = z.object({
  replacement: z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, 'Name an uploaded file.'),
  version: sentVersionSchema,
});
export const mediaReplaceResponseSchema = z.object({
  media: mediaItemSchema,
  updated: z.array(z.object({ kind: z.enum(['post', 'project', 'video', 'page']), id: z.string(), title: z.string() })),
});

/** `DELETE /api/admin/media/{name}?version=`: the version the editor read (a file without a record is at 0). */
export const mediaDeleteQuerySchema = z.object({ version: z.coerce.number({ message: 'Send the version you read.' }).int().nonnegative().optional() });

// ── slugs ────────────────────────────────────────────────────────────────────────────────────────────────────
/** A slug made from a title: accents dropped, lower case, words joined by hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** The names of the fields whose values differ between two versions of a row (for the audit log). */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before?.[name]) !== JSON.stringify(after[name])).sort();
}

/** What a draft's preview can show: an article or a project page. */
export const PREVIEW_KINDS = ['post', 'project'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** `POST /api/admin/previews`: the item to preview. */
export const previewRequestSchema = z.object({ kind: z.enum(PREVIEW_KINDS), id: z.string().trim().min(1).max(100) }).strict();

/** Its answer: a link that works without the staff session until `expiresAt`. */
export const previewLinkResponseSchema = z.object({ url: z.string().startsWith('/api/previews?token='), expiresAt: z.string() });

// ── history, old addresses and upload checks (answers the studio parses) ───────────────────────────────────
export { revisionListResponseSchema } from './revisions';

/** `GET /api/admin/{posts|projects}/{id}/redirects`: the item's old page addresses and where they lead, oldest first. */
export const redirectListResponseSchema = z.object({
  redirects: z.array(z.object({ from_path: z.string(), to_path: z.string(), created_at: z.string() })),
});
export { uploadStatusSchema } from './upload-check';
