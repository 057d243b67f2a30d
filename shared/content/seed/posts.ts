import type { BlogPost } from '../schemas';
import { seedPost } from './post-kit';
import { aiAndDesignPosts } from './posts-ai-design';
import { businessPosts } from './posts-business';
import { marketingPosts } from './posts-marketing';

/** Insight articles: eight published across five categories, one unpublished draft. */
export const seedPosts: readonly BlogPost[] = [...aiAndDesignPosts, ...marketingPosts, ...businessPosts].map(seedPost);
