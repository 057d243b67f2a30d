import { z } from 'zod';
import type { BlogPost, Project } from './schemas';
import { articlePath, projectPaths } from './site-content';

/*
 * Renamed slugs: once an item has been public at an address, that address keeps working. When a public item's slug
 * changes, each page address it leaves answers 301 to the matching new one, for good. The redirect table holds one
 * row per old address; CloudFront (through its key-value store) and the local gateway answer from it.
 */

/** One old page address and where it now leads. */
export const redirectSchema = z.object({
  from_path: z.string().startsWith('/'),
  to_path: z.string().startsWith('/'),
  /** The item the address belonged to (`post#{id}`, `project#{id}`), so its redirects move and go with it. */
  item_key: z.string(),
  created_at: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export type RedirectKind = 'post' | 'project';

export const redirectItemKey = (kind: RedirectKind, id: string) => `${kind}#${id}`;

const isPublic = (kind: RedirectKind, row: BlogPost | Project) => (kind === 'post' ? (row as BlogPost).published : (row as Project).published !== false);

/** The page addresses a row is served at: an article's one, a project's one or two (sculpted ones have two). */
export function itemPagePaths(kind: RedirectKind, row: BlogPost | Project): string[] {
  return kind === 'post' ? [articlePath(row as BlogPost)] : projectPaths(row as Project);
}

/** What one save does to the redirect table: rows to write (new or moved) and old addresses to forget. */
export interface RedirectChanges {
  put: Redirect[];
  remove: string[];
}

/**
 * The redirects after a save of `after` that replaced `before`, given the item's redirects stored so far:
 * - each address a public item leaves leads to its counterpart among the new addresses (a sculpted page to the
 *   sculpted page, else to the main one);
 * - the item's older redirects lead to the new address straight away, so a visitor never follows a chain;
 * - an address the item holds again (a rename undone) stops redirecting.
 * A draft's addresses were never public, so renaming a draft redirects nothing, though its older redirects still
 * follow it. Redirects of other items from the addresses this item now holds are the caller's to clear.
 */
export function redirectChanges(kind: RedirectKind, before: BlogPost | Project | undefined, after: BlogPost | Project, stored: readonly Redirect[], now: string): RedirectChanges {
  const newPaths = itemPagePaths(kind, after);
  const since = new Map(stored.map((redirect) => [redirect.from_path, redirect.created_at]));
  if (before && isPublic(kind, before)) {
    for (const oldPath of itemPagePaths(kind, before)) if (!since.has(oldPath)) since.set(oldPath, now);
  }
  // An old address leads to the new page of its own kind (`/sculpted/…` to `/sculpted/…`) where there is one.
  const section = (path: string) => path.split('/')[1];
  const put: Redirect[] = [];
  const remove: string[] = [];
  for (const [from, created_at] of since) {
    const storedTo = stored.find((redirect) => redirect.from_path === from)?.to_path;
    if (newPaths.includes(from)) {
      if (storedTo !== undefined) remove.push(from);
      continue;
    }
    const to = newPaths.find((path) => section(path) === section(from)) ?? newPaths[0]!;
    if (to !== storedTo) put.push({ from_path: from, to_path: to, item_key: redirectItemKey(kind, after.id), created_at });
  }
  return { put, remove };
}

/** The address a page request is looked up under: its path without a trailing slash. */
export const redirectLookupPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
