import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedPosts } from '../../shared/content/seed/posts';
import { seedProjects } from '../../shared/content/seed/projects';
import { seedSeoPages } from '../../shared/content/seed/seo-pages';
import { seedVideos } from '../../shared/content/seed/videos';
import { transact, type NamedWrite } from '../lib/transaction';
import { SeoPageStore } from '../seo/seo-page-store';
import { PostStore } from './post-store';
import { ProjectStore } from './project-store';
import { SlugClaimStore } from './slug-claim-store';
import { VideoStore } from './video-store';

/**
 * Loads the seed projects, videos, posts and page metadata through their stores (run once on first start). Seeded
 * posts and projects claim their slugs as the studio's saves do, so a new item cannot take a seeded slug.
 */
export async function seedContentTables(
  documents: DynamoDBDocumentClient,
  tableName: (logical: string) => string,
): Promise<void> {
  const projects = new ProjectStore(documents, tableName('projects'));
  const videos = new VideoStore(documents, tableName('videos'));
  const posts = new PostStore(documents, tableName('blog_posts'));
  const seoPages = new SeoPageStore(documents, tableName('seo_pages'));
  const claims = new SlugClaimStore(tableName('content_slugs'));
  const commit = async (writes: NamedWrite[]) => {
    const outcome = await transact(documents, writes);
    if (!outcome.committed) throw new Error(`Seeding refused: ${[...outcome.failed].join(', ') || 'contention'}`);
  };
  await Promise.all([
    ...seedProjects.map((project) => commit([projects.putWrite(project), claims.claim('project', project.slug, project.id)])),
    ...seedVideos.map((video) => videos.put(video)),
    ...seedPosts.map((post) => commit([posts.putWrite(post), claims.claim('post', post.slug, post.id)])),
    ...seedSeoPages.map((page) => seoPages.put(page)),
  ]);
}
