import { responsiveSrcSet } from '../../../shared/site/responsive-media';
import { config } from '../config';
import { IMAGE_SIZES } from '../ui';

/**
 * Start-up hints: preconnects to the origins the page will use and preloads the first images
 * of image-heavy pages, sized to the screen and connection. Never called on the calendar site.
 * Page owners register their above-the-fold images in `preloadImages` below.
 */
export const preloadImages: Record<string, string[]> = {
  '/': ['/media/videos/showreel-poster.webp', '/media/logos/l01.svg', '/media/logos/l02.svg'],
  '/solutions': ['/media/services/development.webp', '/media/services/design.webp', '/media/services/marketing.webp', '/media/services/advertising.webp'],
};

/** The `sizes` the page's <img> elements declare, so a preload fetches the very file the image will pick. */
const preloadImageSizes: Record<string, string> = { '/solutions': IMAGE_SIZES.halfFromLarge };

const SLOW_CONNECTIONS = ['slow-2g', '2g', '3g'];
const SMALL_SCREEN_QUERY = '(max-width: 767px)';

type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

export type HintEnvironment = { smallScreen: boolean; connection?: ConnectionInfo };

function isConstrained(connection?: ConnectionInfo) {
  return Boolean(connection?.saveData) || SLOW_CONNECTIONS.includes(connection?.effectiveType ?? '');
}

/** Which images a path preloads: home 3 (1 on small screens or slow/data-saver links); /solutions 4 only on wide, fast ones. */
export function imagesToPreload(pathname: string, env: HintEnvironment): string[] {
  const images = preloadImages[pathname] ?? [];
  const constrained = env.smallScreen || isConstrained(env.connection);
  if (pathname === '/solutions') return constrained ? [] : images.slice(0, 4);
  if (pathname === '/') return images.slice(0, constrained ? 1 : 3);
  return [];
}

function addLink(rel: string, href: string, extra: Record<string, string> = {}) {
  if (document.head.querySelector(`link[rel="${rel}"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  Object.entries(extra).forEach(([name, value]) => link.setAttribute(name, value));
  document.head.append(link);
}

/** `as=image`, plus the image's `srcset` and `sizes` when it has generated sizes (else `href` alone decides). */
export function imagePreloadAttributes(src: string, sizes = '100vw'): Record<string, string> {
  const srcSet = responsiveSrcSet(src);
  return srcSet ? { as: 'image', imagesrcset: srcSet, imagesizes: sizes } : { as: 'image' };
}

export function addStartupHints(pathname: string) {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  const env = { smallScreen: window.matchMedia(SMALL_SCREEN_QUERY).matches, connection };
  const origins = [config.imageCdnOrigin, ...config.videoOrigins].filter(Boolean);
  origins.forEach((origin) => addLink('preconnect', origin, { crossorigin: '' }));
  imagesToPreload(pathname, env).forEach((src) => addLink('preload', src, imagePreloadAttributes(src, preloadImageSizes[pathname])));
}
