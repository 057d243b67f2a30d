import { dynamo, tableName } from '../lib/aws';
import { MediaStore } from './media-store';
import { PostStore } from './post-store';
import { ProjectStore } from './project-store';
import { ReactionStore } from './reaction-store';
import { RedirectStore } from './redirect-store';
import { RevisionStore } from './revision-store';
import { SlugClaimStore } from './slug-claim-store';
import { VideoStore } from './video-store';

/** The content stores with the runtime's client and table names (read per call, as handlers are). */
export const projectStore = () => new ProjectStore(dynamo(), tableName('projects'));
export const videoStore = () => new VideoStore(dynamo(), tableName('videos'));
export const postStore = () => new PostStore(dynamo(), tableName('blog_posts'));
export const reactionStore = () => new ReactionStore(dynamo(), tableName('blog_interactions'));
export const slugClaims = () => new SlugClaimStore(tableName('content_slugs'));
export const revisionStore = () => new RevisionStore(dynamo(), tableName('content_revisions'));
export const redirectStore = () => new RedirectStore(dynamo(), tableName('content_redirects'));
export const mediaStore = () => new MediaStore(dynamo(), tableName('media'));
