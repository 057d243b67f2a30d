import { isContentPagePath } from '../site/routes';
import type { SitemapEntry } from '../site/sitemap';
import { seoPagePath, type SeoPageRecord } from '../site/seo';
import { seoPageKeyForPath } from '../site/seo-fallbacks';
import { projectSlug } from './project-match';
import type { BlogPost, Project, Video } from './schemas';

/*
 * What the prerendered site is made of: the public content of the database (or, at build time, of the seed). The
 * build and the publisher render pages from a SiteContent, so a page published from the studio is the page the build
 * would have made from the same data.
 */
export interface SiteContent {
  /** Published projects, newest first. */
  projects: Project[];
  /** Published posts, newest first. */
  posts: BlogPost[];
  /** Published videos, by display order. */
  videos: Video[];
  seoPages: SeoPageRecord[];
}

/** Whether an item's scheduled time, if it has one, has come: until then a published item stays private. */
const isDue = (item: { publish_at?: string | null }, now: Date) => !item.publish_at || Date.parse(item.publish_at) <= now.getTime();

/** A project the public sees at `now`: not a draft (seeded ones have no flag) and not scheduled for later. */
export const isLiveProject = (project: Pick<Project, 'published' | 'publish_at'>, now: Date) => project.published !== false && isDue(project, now);

/** A post the public sees at `now`: published and not scheduled for later. */
export const isLivePost = (post: Pick<BlogPost, 'published' | 'publish_at'>, now: Date) => post.published && isDue(post, now);

/** When a published item goes live later than `now`, that time; otherwise (a draft, none, or one past) undefined. */
export function scheduledPublishAt(table: ContentTable, item: Record<string, unknown> | undefined, now: Date): string | undefined {
  if (!item || (table !== 'blog_posts' && table !== 'projects')) return undefined;
  const published = table === 'blog_posts' ? item.published === true : item.published !== false;
  const at = typeof item.publish_at === 'string' ? item.publish_at : undefined;
  return published && at && !isDue({ publish_at: at }, now) ? at : undefined;
}

/** Only what the public may see at `now`, in the order the public API answers. */
export function publicSiteContent(all: SiteContent, now: Date): SiteContent {
  return {
    projects: all.projects.filter((project) => isLiveProject(project, now)).sort((a, b) => b.created_at.localeCompare(a.created_at)),
    posts: all.posts.filter((post) => isLivePost(post, now)).sort((a, b) => b.created_at.localeCompare(a.created_at)),
    videos: all.videos.filter((video) => video.is_published).sort((a, b) => a.display_order - b.display_order),
    seoPages: all.seoPages,
  };
}

/**
 * The site's content as it would be with one item published as it stands now (a draft's preview): the item replaces
 * its published version, or joins the list.
 */
export function withItem(content: SiteContent, kind: 'post' | 'project', item: BlogPost | Project): SiteContent {
  const newestFirst = <T extends { id: string; created_at: string }>(list: T[], added: T) =>
    [...list.filter((other) => other.id !== added.id), added].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return kind === 'post'
    ? { ...content, posts: newestFirst(content.posts, item as BlogPost) }
    : { ...content, projects: newestFirst(content.projects, item as Project) };
}

export const articlePath = (post: Pick<BlogPost, 'slug'>) => `/insights/${post.slug}`;
export const projectPath = (project: Pick<Project, 'slug' | 'title'>) => `/projects/${projectSlug(project)}`;
export const sculptedPath = (project: Pick<Project, 'slug' | 'title'>) => `/sculpted/${projectSlug(project)}`;

/** The project pages of a published project: its page, and the sculpted address for a sculpted one. */
export function projectPaths(project: Project): string[] {
  return project.project_type === 'sculpted' ? [projectPath(project), sculptedPath(project)] : [projectPath(project)];
}

/** The Work showcase addresses, which show a project found by name, and the list of sculpted projects. */
export const showcasePaths = ['/work/sculpted', '/work/ave', '/work/hobbs', '/work/mania', '/work/glow-recipe'];

/** The content pages the sitemap lists beside the fixed ones. */
export function contentSitemapEntries(content: SiteContent): SitemapEntry[] {
  return [
    ...content.posts.map((post) => ({ path: articlePath(post), priority: 0.6, changefreq: 'monthly' as const })),
    ...content.projects.map((project) => ({ path: projectPath(project), priority: 0.7, changefreq: 'monthly' as const })),
  ];
}

export type ContentTable = 'blog_posts' | 'projects' | 'videos' | 'seo_pages';

/** One change of a content table: the item before and after (absent when created or deleted). */
export interface ContentChange {
  table: ContentTable;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** The pages a batch of changes touches: those to render again and those to remove (a real 404 from then on). */
export interface AffectedRoutes {
  render: string[];
  remove: string[];
}

/** Fields whose change alters no page: a post's view counter moves with every reading. */
const INVISIBLE_FIELDS: Partial<Record<ContentTable, string[]>> = { blog_posts: ['views'] };

/** JSON with every object's keys in order: the same data gives the same text whatever order its attributes came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What of an item the pages can show: the item without its invisible fields, as canonical JSON ('' for none). */
function visibleJson(table: ContentTable, item: Record<string, unknown> | undefined): string {
  if (!item) return '';
  const hidden = new Set(INVISIBLE_FIELDS[table] ?? []);
  return canonicalJson(Object.fromEntries(Object.entries(item).filter(([key]) => !hidden.has(key))));
}

const visibleChange = (change: ContentChange) => visibleJson(change.table, change.before) !== visibleJson(change.table, change.after);

/**
 * A fingerprint of what pages are rendered from: equal fingerprints render equal pages. Fields no page shows are left
 * out: a post's view counter moves with every reading, and counting it would make a busy site's publishes run again.
 */
export function contentFingerprint(content: SiteContent): string {
  const items = (table: ContentTable, list: readonly object[]) => list.map((item) => visibleJson(table, item as Record<string, unknown>));
  return JSON.stringify([
    items('projects', content.projects),
    items('blog_posts', content.posts),
    items('videos', content.videos),
    items('seo_pages', content.seoPages),
  ]);
}

function pagesOf(table: ContentTable, item: Record<string, unknown> | undefined, now: Date): { own: string[]; lists: string[] } {
  if (!item) return { own: [], lists: [] };
  switch (table) {
    case 'blog_posts': {
      const post = item as unknown as BlogPost;
      return isLivePost(post, now) ? { own: [articlePath(post)], lists: ['/insights'] } : { own: [], lists: [] };
    }
    case 'projects': {
      const project = item as unknown as Project;
      if (!isLiveProject(project, now)) return { own: [], lists: [] };
      // Not the home page: its portfolio loads the projects in the browser, so its HTML holds none (featured or not).
      return { own: projectPaths(project), lists: ['/work', ...showcasePaths] };
    }
    case 'videos':
      return (item as unknown as Video).is_published ? { own: [], lists: ['/'] } : { own: [], lists: [] };
    case 'seo_pages': {
      const path = seoPagePath(String(item.page_key));
      return seoPageKeyForPath(path) ? { own: [], lists: [path] } : { own: [], lists: [] };
    }
  }
}

/**
 * Whether an item (a table's image) shows on the public site at `now`: a live post or project, a published video, or
 * a page record.
 */
export function isPublicItem(table: ContentTable, item: Record<string, unknown> | undefined, now: Date): boolean {
  const pages = pagesOf(table, item, now);
  return pages.own.length + pages.lists.length > 0;
}

/**
 * A change re-renders the item's page while it is public at `now`, and its list pages (and the home page for a
 * video) whenever it is or was public. A page the item had before and no longer has (unpublished, deleted, a new
 * slug, or scheduled for later) is removed. Lists stay rendered even when the change took the item out of them.
 * An item whose scheduled time comes is published as a change from nothing to the item (`scheduledRoutes`).
 */
export function affectedRoutes(changes: readonly ContentChange[], now: Date): AffectedRoutes {
  const render = new Set<string>();
  const previous = new Set<string>();
  for (const change of changes) {
    if (!visibleChange(change)) continue;
    const before = pagesOf(change.table, change.before, now);
    const after = pagesOf(change.table, change.after, now);
    for (const path of [...after.own, ...after.lists, ...before.lists]) render.add(path);
    for (const path of before.own) previous.add(path);
  }
  const remove = [...previous].filter((path) => !render.has(path));
  return { render: [...render].sort(), remove: remove.sort() };
}

/** The pages to publish when an item's scheduled time has come: its own and its lists, if it is live at `now`. */
export const scheduledRoutes = (table: ContentTable, item: Record<string, unknown> | undefined, now: Date): AffectedRoutes =>
  affectedRoutes([{ table, after: item }], now);

/**
 * What to do with the pages a publish touches, given the content it renders from: a content page (an article's or a
 * project's, `contentPages` being those the content holds) is rendered when the content holds it and removed when it
 * does not; any other page is rendered. Decided from the content read rather than from the change that touched the
 * page, so a change handled after a later one, or a pass over newer content, never writes the page of an item that is
 * gone (a 200 where a 404 belongs) nor removes one that is back.
 */
export function routesFor(paths: readonly string[], contentPages: ReadonlySet<string>): AffectedRoutes {
  const unique = [...new Set(paths)].sort();
  const held = (path: string) => !isContentPagePath(path) || contentPages.has(path);
  return { render: unique.filter(held), remove: unique.filter((path) => !held(path)) };
}
