import type { SeoPageInput } from '../../../../../shared/content/studio-schemas';
import { projectFieldText } from './project-fields';

/*
 * What the studio calls each stored field, wherever it names one: beside the field in its form, and in the conflict
 * dialog's list of what someone else changed.
 */

/** The page metadata fields an editor types; `version` only travels with a save. */
export type SeoField = Exclude<keyof SeoPageInput, 'version'>;

/** What the form calls each field, and the line under it. */
export const seoFieldText: Record<SeoField, { label: string; hint: string }> = {
  title: { label: 'Search result title', hint: 'The headline in search results and the browser tab; about 60 characters show.' },
  description: { label: 'Search result description', hint: 'The lines under the headline in search results; about 160 characters show.' },
  keywords: { label: 'Keywords', hint: 'What the page is about, separated by commas.' },
  og_image: { label: 'Social card picture', hint: 'Shown when the page is shared; 1200 × 630 pixels suits every network.' },
  og_title: { label: 'Social card title', hint: 'Leave empty to use the search result title; it then follows that title.' },
  og_description: { label: 'Social card description', hint: 'Leave empty to use the search result description.' },
  og_type: { label: 'Kind of page', hint: "How networks file the page: 'website' for most, 'article' for an article." },
  og_url: { label: 'Address on the social card', hint: 'Leave empty to use the main address of the page.' },
  twitter_card: { label: 'X (Twitter) card size', hint: "'summary_large_image' shows a wide picture, 'summary' a small square one." },
  twitter_title: { label: 'X (Twitter) title', hint: 'Leave empty to use the social card title.' },
  twitter_description: { label: 'X (Twitter) description', hint: 'Leave empty to use the social card description.' },
  twitter_image: { label: 'X (Twitter) picture', hint: 'Leave empty to use the social card picture.' },
  canonical_url: { label: 'Main address of the page', hint: 'The one address search engines should list; empty means the page’s own.' },
  robots_directives: { label: 'Search engine instructions', hint: "Whether search engines may list the page and follow its links ('index, follow')." },
  meta_author: { label: 'Author', hint: 'Who the page names as its author; empty means the agency.' },
  meta_viewport: { label: 'Phone screen scaling', hint: 'How phones size the page; leave it empty unless a developer asks otherwise.' },
};

/** The article and video fields by their stored names (the forms set the same words beside each field). */
const itemLabels: Record<string, string> = {
  title: 'Title',
  slug: 'Page address (slug)',
  excerpt: 'Excerpt',
  content: 'Body',
  category: 'Category',
  author: 'Author',
  read_time: 'Read time',
  image_url: 'Cover image',
  published: 'Published',
  publish_at: 'Publish at',
  description: 'Description',
  video_url: 'Video file',
  thumbnail_url: 'Cover picture',
  is_published: 'Published',
};

/** A stored field's name in words, for the studio's kinds of item. */
export function fieldLabel(kind: 'posts' | 'projects' | 'videos' | 'seo', name: string): string {
  if (kind === 'seo') return seoFieldText[name as SeoField]?.label ?? name;
  if (kind === 'projects') return projectFieldText(name).label;
  return itemLabels[name] ?? name.replace(/_/g, ' ');
}
