import { useEffect, useState } from 'react';
import type { BlogPost } from '../../../shared/content/types';
import { displayedViews } from '../../../shared/content/synthetic-counts';
import { markViewed } from '../features/insights/insight-utils';
import { usePostsApi } from './usePostsApi';

/**
 * The displayed view count (synthetic base + real, content-pages.md §9). The view is counted once per browser per
 * post (`viewed_posts`; the count answers the new total); every later load reads the current total instead, since
 * the post it was given may be behind (a prerendered article carries the count of its build). Failures are only
 * logged (§8) and leave the given count.
 */
export function usePostViews(post: Pick<BlogPost, 'id' | 'slug' | 'views'>): number {
  const api = usePostsApi();
  const [views, setViews] = useState(post.views);

  useEffect(() => {
    setViews(post.views);
    // An answer for a post the page has already left must not land on the next one.
    let left = false;
    const reading = new AbortController();
    const total = markViewed(window.localStorage, post.id) ? api.addView(post.slug) : api.views(post.slug, reading.signal);
    total.then(
      (current) => !left && setViews(current),
      (error: unknown) => !left && console.error('Failed to track view', error),
    );
    return () => {
      left = true;
      reading.abort();
    };
  }, [api, post.id, post.slug, post.views]);

  return displayedViews(post.id, views);
}
