import type { BlogPost } from '../../shared/content/schemas';
import { AppError } from '../../shared/errors';
import type { PostStore } from './post-store';

/** The published post a slug names, or the 404 every post route answers for a missing or unpublished one. */
export async function requirePublishedPost(store: PostStore, slug: string): Promise<BlogPost> {
  const post = await store.findPublished(slug);
  if (!post) throw new AppError('NOT_FOUND', { message: 'Article not found' });
  return post;
}
