import { mediaKind } from '../../../../shared/content/project-match';
import type { Project } from '../../../../shared/content/types';

/*
 * The section rules of the project templates: which optional sections
 * show, with which texts, media and overlays.
 */

export const DEFAULT_OVERLAY_OPACITY = 0.5;
export const DEFAULT_SERVICES_TEXT = 'Design & Development';
export const DEFAULT_COUNTRY = 'USA';

export type Media = { kind: 'video' | 'image'; url: string };
export type Overlay = { enabled: boolean; opacity: number };

const has = (value: string | undefined): value is string => Boolean(value?.trim());

/** Media from a type/url pair; undefined without a url ('video' plays, any other type is an image). */
export function media(type: string | undefined, url: string | undefined): Media | undefined {
  return has(url) ? { kind: mediaKind(type), url: url.trim() } : undefined;
}

/**
 * The overlay's opacity as CSS wants it (0–1). Stored values are fractions or percentages (the second hero
 * banner's default is "50 percent divided by 100"), so a value above 1 is divided by 100; missing ones are 0.5.
 */
export function overlayOpacity(stored: number | undefined): number {
  if (stored === undefined || !Number.isFinite(stored) || stored < 0) return DEFAULT_OVERLAY_OPACITY;
  return stored > 1 ? Math.min(stored / 100, 1) : stored;
}

/** Every overlay of the templates is read through here, so each gets the same opacity rules. */
export function overlay(enabled: boolean | undefined, opacity: number | undefined): Overlay {
  return { enabled: enabled === true, opacity: overlayOpacity(opacity) };
}

/** 'return on ad spend' → 'Return on ad spend'. */
export function capitalise(label: string): string {
  const text = label.trim();
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

export type StorySection = { headline: string; text?: string; media?: Media };

/** Shown unless explicitly disabled, and only when it has text or media. */
function story(enabled: boolean | undefined, headline: string | undefined, fallback: string, text: string | undefined, item: Media | undefined): StorySection | undefined {
  if (enabled === false || (!has(text) && !item)) return undefined;
  return { headline: has(headline) ? headline.trim() : fallback, text: has(text) ? text.trim() : undefined, media: item };
}

export function behindTheScenes(p: Project): StorySection | undefined {
  return story(p.behind_scenes_enabled, p.behind_scenes_headline, 'Behind the scenes', p.behind_scenes_text, media(p.behind_scenes_media_type, p.behind_scenes_media_url));
}

export function clientTestimonial(p: Project): StorySection | undefined {
  return story(
    p.client_testimonial_enabled,
    p.client_testimonial_headline,
    'Client testimonial',
    p.client_testimonial_text,
    media(p.client_testimonial_media_type, p.client_testimonial_media_url),
  );
}

export type Achievement = { number: string; label: string };

/** Up to four tiles; a tile appears only when its number exists. */
export function achievements(p: Project): Achievement[] {
  const pairs = [
    [p.achievement_1_number, p.achievement_1_label],
    [p.achievement_2_number, p.achievement_2_label],
    [p.achievement_3_number, p.achievement_3_label],
    [p.achievement_4_number, p.achievement_4_label],
  ] as const;
  return pairs.filter(([number]) => has(number)).map(([number, label]) => ({ number: number!.trim(), label: capitalise(label ?? '') }));
}

export type Column = { media?: Media; overlay: Overlay };
export type ThreeColumns = { title?: string; description?: string; columns: Column[] };

/** Nothing when neither a tile's media nor a title or description exists. */
export function threeColumns(p: Project): ThreeColumns | undefined {
  if (p.three_column_section_enabled !== true) return undefined;
  const columns: Column[] = [
    { media: media(p.column_1_media_type, p.column_1_media_url), overlay: overlay(p.column_1_overlay_enabled, p.column_1_overlay_opacity) },
    { media: media(p.column_2_media_type, p.column_2_media_url), overlay: overlay(p.column_2_overlay_enabled, p.column_2_overlay_opacity) },
    { media: media(p.column_3_media_type, p.column_3_media_url), overlay: overlay(p.column_3_overlay_enabled, p.column_3_overlay_opacity) },
  ];
  const title = has(p.three_column_section_title) ? p.three_column_section_title.trim() : undefined;
  const description = has(p.three_column_section_description) ? p.three_column_section_description.trim() : undefined;
  if (!title && !description && !columns.some((column) => column.media)) return undefined;
  return { title, description, columns };
}

/** Hero banner 2 exists with a banner-2 or section 1/2 banner url, but displays only with hero text enabled and its own url. */
export function heroBanner2(p: Project): { media: Media; html: string; overlay: Overlay } | undefined {
  const exists = has(p.hero_banner_2_media_url) || has(p.section_1_2_banner_url);
  const item = media(p.hero_banner_2_media_type, p.hero_banner_2_media_url);
  if (!exists || p.hero_section_text_enabled !== true || !item) return undefined;
  return { media: item, html: p.hero_banner_2_text ?? '', overlay: overlay(p.hero_banner_2_overlay_enabled, p.hero_banner_2_overlay_opacity) };
}

export type Banner = { media?: Media; overlay: Overlay; title?: string; text?: string };

export function duplicateHeroText(p: Project): Banner | undefined {
  if (p.duplicate_hero_text_enabled !== true) return undefined;
  const banner: Banner = {
    media: media(p.duplicate_hero_text_banner_type, p.duplicate_hero_text_banner_url),
    overlay: overlay(p.duplicate_hero_text_overlay_enabled, p.duplicate_hero_text_overlay_opacity),
    title: p.duplicate_hero_text_section_title?.trim() || undefined,
    text: p.duplicate_hero_text_section_description?.trim() || undefined,
  };
  return banner.media || banner.title || banner.text ? banner : undefined;
}

/** The services line of the default hero. */
export function servicesText(p: Pick<Project, 'services'>): string {
  return p.services.trim() || DEFAULT_SERVICES_TEXT;
}

export function countryText(p: Pick<Project, 'country'>): string {
  return p.country.trim() || DEFAULT_COUNTRY;
}

/** The analytics category: 'Unknown' when empty. */
export function analyticsCategory(p: Pick<Project, 'category'>): string {
  return p.category.trim() || 'Unknown';
}
