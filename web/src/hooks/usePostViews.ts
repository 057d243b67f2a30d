import { useEffect, useState } from 'react';
import type { BlogPost } from '../../../shared/content/types';
import { displayedViews } from '../../../shared/content/synthetic-counts';
import { markViewed } from '../features/insights/insight-utils';
import { usePostsApi } from './usePostsApi';

/** Counts the view once per browser per post (`viewed_posts`) and answers the displayed count (synthetic base + real). */
export function usePostViews(post: Pick<BlogPost, 'id' | 'slug' | 'views'>): number {
  const api = usePostsApi();
  const [views, setViews] = useState(post.views);

  useEffect(() => {
    setViews(post.views);
    if (!markViewed(window.localStorage, post.id)) return;
    api.addView(post.slug).then(setViews, (error: unknown) => console.error('Failed to track view', error));
  }, [api, post.id, post.slug, post.views]);

  return displayedViews(post.id, views);
}
