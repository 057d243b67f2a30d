import type { BlogPost } from '../../shared/content/schemas';
import { AppError } from '../../shared/errors';
import type { PostStore } from './post-store';

/**
 * The post a slug names live at `now`, or the 404 every post route answers for a missing, unpublished or scheduled
 * one.
 */
export async function requirePublishedPost(store: PostStore, slug: string, now: Date): Promise<BlogPost> {
  const post = await store.findPublished(slug, now);
  if (!post) throw new AppError('NOT_FOUND', { message: 'Article not found' });
  return post;
}
