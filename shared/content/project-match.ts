import type { Project } from './schemas';

/*
 * How a /projects/{slug} address finds its project: the slug itself, the slug compared
 * case-insensitively, or the title compared case-insensitively with the slug's hyphens read as spaces.
 */

/** The path segment of a project: its slug, or else the title lower-cased with spaces turned into hyphens. */
export function projectSlug(project: Pick<Project, 'slug' | 'title'>): string {
  return project.slug.trim() || project.title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Case-insensitive slug key (stored beside each project for the slug index). */
export function slugKey(slug: string): string {
  return slug.trim().toLowerCase();
}

/** Case-insensitive title key (stored beside each project for the title index). */
export function titleKey(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The title a slug stands for: hyphens as spaces, case-insensitive. */
export function titleKeyFromSlug(slug: string): string {
  return titleKey(slug.replace(/-/g, ' '));
}

/** How well a project answers a slug: 0 exact slug, 1 slug ignoring case, 2 title, undefined no match. */
export function matchRank(project: Pick<Project, 'slug' | 'title'>, slug: string): 0 | 1 | 2 | undefined {
  if (project.slug === slug.trim()) return 0;
  if (slugKey(project.slug) === slugKey(slug)) return 1;
  if (titleKey(project.title) === titleKeyFromSlug(slug)) return 2;
  return undefined;
}

/** The best match among candidates, preferring exact slugs, then case-insensitive slugs, then titles. */
export function bestProjectMatch<T extends Pick<Project, 'slug' | 'title'>>(candidates: readonly T[], slug: string): T | undefined {
  let best: { project: T; rank: number } | undefined;
  for (const project of candidates) {
    const rank = matchRank(project, slug);
    if (rank !== undefined && (best === undefined || rank < best.rank)) best = { project, rank };
  }
  return best?.project;
}

/** 'video' when the type says so; any other value is treated as an image. */
export function mediaKind(type: string | undefined): 'video' | 'image' {
  return type?.trim().toLowerCase() === 'video' ? 'video' : 'image';
}

/** The Work filter: a project matches when its comma-separated industry list contains the chosen value. */
export function projectIndustries(project: Pick<Project, 'industry'>): string[] {
  return project.industry
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
