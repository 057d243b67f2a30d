import { z } from 'zod';

/*
 * The page-metadata record's shapes, in a module of their own: every page reads its record as it starts, and parsing
 * that answer must not define every other content schema on the way.
 */

export const seoPageSchema = z.object({
  page_key: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  og_image: z.string(),
  og_title: z.string(),
  og_description: z.string(),
  og_type: z.string(),
  og_url: z.string(),
  twitter_card: z.string(),
  twitter_title: z.string(),
  twitter_description: z.string(),
  twitter_image: z.string(),
  canonical_url: z.string(),
  robots_directives: z.string(),
  meta_author: z.string(),
  meta_viewport: z.string(),
  /** Raised by every save; rows stored before versions existed have none (version 0). */
  version: z.number().int().nonnegative().optional(),
});
export type SeoPage = z.infer<typeof seoPageSchema>;
export const seoPageResponseSchema = z.object({ page: seoPageSchema });
export const seoKeyParamsSchema = z.object({ key: z.string().trim().min(1).max(100).regex(/^[a-z0-9-]+$/) });
