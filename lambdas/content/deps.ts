import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { MediaStore } from './media-store';
import { PostStore } from './post-store';
import { ProjectStore } from './project-store';
import { ReactionStore } from './reaction-store';
import { RedirectStore } from './redirect-store';
import { RevisionStore } from './revision-store';
import { SlugClaimStore } from './slug-claim-store';
import { VideoStore } from './video-store';

/** The content stores with this container's client and table names, each built once, on first use. */
export const projectStore = once(() => new ProjectStore(dynamo(), tableName('projects')));
export const videoStore = once(() => new VideoStore(dynamo(), tableName('videos')));
export const postStore = once(() => new PostStore(dynamo(), tableName('blog_posts')));
export const reactionStore = once(() => new ReactionStore(dynamo(), tableName('blog_interactions')));
export const slugClaims = once(() => new SlugClaimStore(tableName('content_slugs')));
export const revisionStore = once(() => new RevisionStore(dynamo(), tableName('content_revisions')));
export const redirectStore = once(() => new RedirectStore(dynamo(), tableName('content_redirects')));
export const mediaStore = once(() => new MediaStore(dynamo(), tableName('media')));
