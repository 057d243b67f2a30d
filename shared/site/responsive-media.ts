/**
 * Responsive variants of the site's generated artwork (docs/media.md). Every WebP in these folders of
 * `web/public/media/` has a sibling `<name>-800.webp`, 800 px wide, which `scripts/media/images.ts` writes with
 * it. A phone needs at most ~800 device pixels for a full-width image, so it downloads a quarter of the bytes.
 */
export const VARIANT_WIDTH = 800;

/** Folder → width of its full-size images. */
export const RESPONSIVE_MEDIA_FOLDERS: ReadonlyMap<string, number> = new Map([
  ['projects', 1600],
  ['posts', 1600],
  ['case-studies', 1200],
  ['services', 1200],
]);

const GENERATED_IMAGE = /^\/media\/([a-z-]+)\/([a-z0-9]+)\.webp$/;

/** The path of an image's 800 px variant, e.g. `/media/posts/b01.webp` → `/media/posts/b01-800.webp`. */
export function variantPath(path: string): string {
  return path.replace(/\.webp$/, `-${VARIANT_WIDTH}.webp`);
}

/** The `srcset` for one of the generated images, or undefined for any other source (which has no variants). */
export function responsiveSrcSet(src: string): string | undefined {
  const match = GENERATED_IMAGE.exec(src);
  const fullWidth = match ? RESPONSIVE_MEDIA_FOLDERS.get(match[1]) : undefined;
  if (!fullWidth) return undefined;
  return `${variantPath(src)} ${VARIANT_WIDTH}w, ${src} ${fullWidth}w`;
}
