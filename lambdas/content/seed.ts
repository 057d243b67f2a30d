import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedPosts, seedProjects, seedSeoPages, seedVideos } from '../../shared/content/seed';
import { SeoPageStore } from '../seo/seo-page-store';
import { PostStore } from './post-store';
import { ProjectStore } from './project-store';
import { VideoStore } from './video-store';

/** Loads the seed projects, videos, posts and page metadata through their stores (run once on first start). */
export async function seedContentTables(
  documents: DynamoDBDocumentClient,
  tableName: (logical: string) => string,
): Promise<void> {
  const projects = new ProjectStore(documents, tableName('projects'));
  const videos = new VideoStore(documents, tableName('videos'));
  const posts = new PostStore(documents, tableName('blog_posts'));
  const seoPages = new SeoPageStore(documents, tableName('seo_pages'));
  await Promise.all([
    ...seedProjects.map((project) => projects.put(project)),
    ...seedVideos.map((video) => videos.put(video)),
    ...seedPosts.map((post) => posts.put(post)),
    ...seedSeoPages.map((page) => seoPages.put(page)),
  ]);
}
