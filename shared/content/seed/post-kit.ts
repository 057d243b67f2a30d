import type { BlogPost } from '../schemas';

export type PostSeed = Omit<BlogPost, 'read_time' | 'views' | 'image_url'> & { image: number };

/** Completes a seed post: image path, read time from the word count (200 words a minute), no views yet. */
export function seedPost({ image, ...post }: PostSeed): BlogPost {
  const words = post.content.split(/\s+/).filter(Boolean).length;
  return {
    ...post,
    content: post.content.trim(),
    image_url: `/media/posts/b${String(image).padStart(2, '0')}.webp`,
    read_time: `${Math.max(1, Math.round(words / 200))} min read`,
    views: 0,
  };
}
