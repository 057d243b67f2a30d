import type { BlogPostSummary } from '../../../../shared/content/types';

/*
 * Pure helpers of the insight pages and of what they keep in local storage.
 */

export const ROTATING_WORDS = ['Marketing', 'AI', 'Business', 'Design', 'Creative', 'Advertising'] as const;
export const WORD_ROTATION_MS = 2000;
export const ALL_CATEGORIES = 'All';
export const RELATED_SCROLL_STEP = 320;
export const SESSION_KEY = 'blog_session';
export const VIEWED_KEY = 'viewed_posts';

/** 'All' followed by the distinct categories in order of first appearance. */
export function categoryOptions(posts: readonly Pick<BlogPostSummary, 'category'>[]): string[] {
  const seen = new Set<string>();
  for (const post of posts) if (post.category.trim()) seen.add(post.category.trim());
  return [ALL_CATEGORIES, ...seen];
}

export function filterByCategory<T extends Pick<BlogPostSummary, 'category'>>(posts: readonly T[], category: string): T[] {
  return category === ALL_CATEGORIES ? [...posts] : posts.filter((post) => post.category.trim() === category);
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The anonymous session id kept in `blog_session` (created on first use). */
export function sessionId(storage: Storage, create: () => string = () => crypto.randomUUID()): string {
  const existing = storage.getItem(SESSION_KEY);
  if (existing && /^[\w-]{8,100}$/.test(existing)) return existing;
  const id = create();
  storage.setItem(SESSION_KEY, id);
  return id;
}

function viewedPosts(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Records a view of the post in `viewed_posts`; true only the first time for this browser. */
export function markViewed(storage: Storage, postId: string): boolean {
  const viewed = viewedPosts(storage);
  if (viewed.includes(postId)) return false;
  storage.setItem(VIEWED_KEY, JSON.stringify([...viewed, postId]));
  return true;
}
