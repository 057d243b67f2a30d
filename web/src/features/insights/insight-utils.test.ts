import { describe, expect, it } from 'vitest';
import { categoryOptions, filterByCategory, markViewed, sessionId, SESSION_KEY, VIEWED_KEY } from './insight-utils';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('insight helpers', () => {
  const posts = [{ category: 'AI' }, { category: 'Marketing' }, { category: 'AI' }, { category: ' ' }];

  it('offers All plus the distinct categories', () => {
    expect(categoryOptions(posts)).toEqual(['All', 'AI', 'Marketing']);
    expect(categoryOptions([])).toEqual(['All']);
  });

  it('filters by category, All keeps everything', () => {
    expect(filterByCategory(posts, 'All')).toHaveLength(4);
    expect(filterByCategory(posts, 'AI')).toHaveLength(2);
    expect(filterByCategory(posts, 'Design')).toEqual([]);
  });

  it('keeps one session id in blog_session', () => {
    const storage = memoryStorage();
    const first = sessionId(storage, () => 'session-123');
    expect(first).toBe('session-123');
    expect(sessionId(storage, () => 'other-456')).toBe('session-123');
    expect(storage.data.get(SESSION_KEY)).toBe('session-123');
    expect(sessionId(memoryStorage({ [SESSION_KEY]: 'bad id!' }), () => 'fresh-789')).toBe('fresh-789');
  });

  it('counts a view once per browser per post', () => {
    const storage = memoryStorage({ [VIEWED_KEY]: 'not json' });
    expect(markViewed(storage, 'post-1')).toBe(true);
    expect(markViewed(storage, 'post-1')).toBe(false);
    expect(markViewed(storage, 'post-2')).toBe(true);
    expect(JSON.parse(storage.data.get(VIEWED_KEY)!)).toEqual(['post-1', 'post-2']);
  });
});
