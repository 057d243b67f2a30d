export { seedProjects } from './projects';
export { seedVideos } from './videos';
export { seedPosts } from './posts';
export { seedSeoPages, defaultOgImage } from './seo-pages';
