import { z } from 'zod';
import { reactionTypes } from './reactions';

export * from './seo-schemas';

/*
 * Shapes that cross the content API, used by the lambdas (validation) and by the web (typed responses, forms).
 * Field names are the stored items' names, so a row passes from table to API unrenamed.
 */

/** 'video' or 'image'; any other value is treated as an image (see `mediaKind`). */
export const mediaTypeSchema = z.string();
export type MediaType = z.infer<typeof mediaTypeSchema>;

const text = z.string().optional();
const flag = z.boolean().optional();
/** A fraction (0–1) or a percentage (above 1: 50 is read as 0.5), see `overlayOpacity` in the web app. */
const opacity = z.number().min(0).max(100).optional();

export const projectSchema = z.object({
  // Core
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  description: z.string(),
  image_url: z.string(),
  /** Comma-separated. */
  services: z.string(),
  client: z.string(),
  /** Shown as 'USA' when empty. */
  country: z.string(),
  visit_site_url: text,
  /** Comma-separated list of Work filter industries. */
  industry: z.string(),
  scope: z.string(),
  featured: z.boolean(),
  project_type: z.enum(['default', 'sculpted']),
  created_at: z.string(),
  updated_at: z.string(),
  /** False for a draft, which the public never sees; projects without the flag (the seed's) are published. */
  published: z.boolean().optional(),
  /** Raised by every save; rows stored before versions existed have none (version 0). */
  version: z.number().int().nonnegative().optional(),
  /** When a published project goes live (an ISO instant); absent or past: live now. */
  publish_at: z.string().nullable().optional(),
  /** Up to three 'number label' strings for the Work card. */
  results: z.array(z.string()).max(3).optional(),
  // About / scope
  about_scope_enabled: flag,
  about_scope_text: text,
  scope_of_work_text: text,
  about_scope_right_image_type: text,
  about_scope_right_image_url: text,
  about_scope_banner_type: text,
  about_scope_banner_url: text,
  // Text sections
  section_1_title: text,
  section_1_description: text,
  section_2_title: text,
  section_2_description: text,
  section_1_2_banner_type: text,
  section_1_2_banner_url: text,
  user_centered_design_text: text,
  user_centered_banner_type: text,
  user_centered_banner_url: text,
  // Behind the scenes
  behind_scenes_enabled: flag,
  behind_scenes_headline: text,
  behind_scenes_text: text,
  behind_scenes_media_type: text,
  behind_scenes_media_url: text,
  // Client testimonial
  client_testimonial_enabled: flag,
  client_testimonial_headline: text,
  client_testimonial_text: text,
  client_testimonial_media_type: text,
  client_testimonial_media_url: text,
  // Achievements
  achievements_section_enabled: flag,
  achievement_1_number: text,
  achievement_1_label: text,
  achievement_2_number: text,
  achievement_2_label: text,
  achievement_3_number: text,
  achievement_3_label: text,
  achievement_4_number: text,
  achievement_4_label: text,
  // Hero section 1
  hero_section_1_enabled: flag,
  hero_section_1_text: text,
  hero_section_1_media_type: text,
  hero_section_1_media_url: text,
  hero_section_1_overlay_enabled: flag,
  hero_section_1_overlay_opacity: opacity,
  // Hero banner 1
  hero_banner_1_text: text,
  hero_banner_1_media_type: text,
  hero_banner_1_media_url: text,
  hero_banner_1_overlay_enabled: flag,
  hero_banner_1_overlay_opacity: opacity,
  // Hero banner 2 (text is HTML)
  hero_banner_2_text: text,
  hero_banner_2_media_type: text,
  hero_banner_2_media_url: text,
  hero_banner_2_overlay_enabled: flag,
  hero_banner_2_overlay_opacity: opacity,
  // Hero with text
  hero_section_text_enabled: flag,
  hero_section_text_banner_type: text,
  hero_section_text_banner_url: text,
  hero_section_text_overlay_enabled: flag,
  hero_section_text_overlay_opacity: opacity,
  // Duplicate hero text
  duplicate_hero_text_enabled: flag,
  duplicate_hero_text_section_title: text,
  duplicate_hero_text_section_description: text,
  duplicate_hero_text_banner_type: text,
  duplicate_hero_text_banner_url: text,
  duplicate_hero_text_overlay_enabled: flag,
  duplicate_hero_text_overlay_opacity: opacity,
  // Three columns
  three_column_section_enabled: flag,
  three_column_section_title: text,
  three_column_section_description: text,
  column_1_media_type: text,
  column_1_media_url: text,
  column_1_overlay_enabled: flag,
  column_1_overlay_opacity: opacity,
  column_2_media_type: text,
  column_2_media_url: text,
  column_2_overlay_enabled: flag,
  column_2_overlay_opacity: opacity,
  column_3_media_type: text,
  column_3_media_url: text,
  column_3_overlay_enabled: flag,
  column_3_overlay_opacity: opacity,
  /** Alt text of the uploaded images the row shows, by the address as the row holds it (from the media library). */
  media_alt: z.record(z.string(), z.string()).optional(),
});
export type Project = z.infer<typeof projectSchema>;

/** What the home portfolio needs. */
export const projectSummarySchema = projectSchema.pick({ id: true, title: true, category: true, image_url: true, slug: true, media_alt: true });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectListResponseSchema = z.object({ projects: z.array(projectSchema) });
export const projectResponseSchema = z.object({ project: projectSchema });

export const videoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  video_url: z.string(),
  thumbnail_url: z.string(),
  display_order: z.number().int(),
  is_published: z.boolean(),
  /** Raised by every save; rows stored before versions existed have none (version 0). */
  version: z.number().int().nonnegative().optional(),
  /** Alt text of the uploaded images the row shows, by the address as the row holds it (from the media library). */
  media_alt: z.record(z.string(), z.string()).optional(),
});
export type Video = z.infer<typeof videoSchema>;
export const videoListResponseSchema = z.object({ videos: z.array(videoSchema) });

export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Markdown. */
  content: z.string(),
  category: z.string(),
  author: z.string(),
  /** e.g. '6 min read'. */
  read_time: z.string(),
  image_url: z.string(),
  created_at: z.string(),
  views: z.number().int().nonnegative(),
  published: z.boolean(),
  /** Raised by every save; rows stored before versions existed have none (version 0). */
  version: z.number().int().nonnegative().optional(),
  /** When a published post goes live (an ISO instant); absent or past: live now. */
  publish_at: z.string().nullable().optional(),
  /** Alt text of the uploaded images the row shows, by the address as the row holds it (from the media library). */
  media_alt: z.record(z.string(), z.string()).optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const postListResponseSchema = z.object({ posts: z.array(blogPostSummarySchema) });
export const postResponseSchema = z.object({ post: blogPostSchema });
export const postViewsResponseSchema = z.object({ views: z.number().int() });

/** A URL path segment naming a post or a project. */
export const slugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });

export const reactionTypeSchema = z.enum(reactionTypes);

/** Anonymous browser session id kept in local storage (`blog_session`). */
export const sessionIdSchema = z.string().trim().min(8).max(100).regex(/^[\w-]+$/, 'Invalid session id');

export const reactionRequestSchema = z.object({ type: reactionTypeSchema, session: sessionIdSchema });
export type ReactionRequest = z.infer<typeof reactionRequestSchema>;
export const reactionsQuerySchema = z.object({ session: sessionIdSchema.optional() });

export const reactionCountsSchema = z.object({
  like: z.number().int(),
  wow: z.number().int(),
  helpful: z.number().int(),
  not_helpful: z.number().int(),
});
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;
export const postReactionsSchema = z.object({ counts: reactionCountsSchema, mine: z.array(reactionTypeSchema) });
export type PostReactions = z.infer<typeof postReactionsSchema>;
/** The answer to a reaction: `counted` is false when the session had already given that type. */
export const addReactionResponseSchema = postReactionsSchema.extend({ counted: z.boolean() });

const requiredText = (max: number) => z.string().trim().min(1, 'This field is required').max(max);

/** Contact form. Website and privacy rules carry their own catalogue texts. */
export const contactRequestSchema = z.object({
  name: requiredText(120),
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  /** Digits only; the form strips everything else as typed. */
  phone: requiredText(20).regex(/^\d+$/, 'Use digits only'),
  /** Dial code, e.g. '+971'. */
  countryCode: z.string().trim().regex(/^\+\d{1,4}$/, 'Choose a country code').default('+971'),
  company: requiredText(160),
  role: requiredText(120),
  industry: requiredText(120),
  website: requiredText(200),
  subject: requiredText(200),
  message: requiredText(5000),
  privacyAccepted: z.boolean().default(false),
});
/** What the form sends (countryCode and privacyAccepted may be omitted). */
export type ContactRequest = z.input<typeof contactRequestSchema>;
/** The request after validation, with its defaults applied. */
export type ContactFields = z.output<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ status: z.literal('sent') });

/** The consent text shown beside the newsletter checkbox and stored with every subscription. */
export const newsletterConsentText = 'I consent to receiving emails for an enhanced experience';

export const newsletterRequestSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  consent: z.literal(true, { error: 'Please tick the consent box to subscribe' }),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
export const newsletterResponseSchema = z.object({ status: z.literal('pending') });
/** Link tokens are checked by the handler; a missing or malformed one is an invalid link. */
export const newsletterTokenQuerySchema = z.object({ token: z.string().optional() });
/** POST /api/newsletter/confirm and /unsubscribe (the page's button, or a mail client's one-click unsubscribe). */
export const newsletterLinkResponseSchema = z.object({ status: z.enum(['confirmed', 'unsubscribed']) });
export type NewsletterLinkResponse = z.infer<typeof newsletterLinkResponseSchema>;
