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

/** Widths of the variants made of every image uploaded from the studio. */
export const UPLOAD_VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The variants' formats, most compact first: the order a `<picture>` offers them in. */
export const UPLOAD_VARIANT_FORMATS = ['avif', 'webp'] as const;

/** An image uploaded from the studio: `/media/uploads/<id>.<ext>` (GIFs stay as they are: they may move). */
const UPLOADED_IMAGE = /^\/media\/uploads\/([0-9a-f-]{36})\.(?:jpg|png|webp|avif)$/;

/** The path of an uploaded image's variant: `/media/variants/<id>-<width>.<format>`. */
export const uploadVariantPath = (id: string, width: number, format: (typeof UPLOAD_VARIANT_FORMATS)[number]) => `/media/variants/${id}-${width}.${format}`;

/** The id of an uploaded image, from its path or its media bucket key (the path without its leading slash). */
export function uploadedImageId(pathOrKey: string): string | undefined {
  return UPLOADED_IMAGE.exec(`/${pathOrKey.replace(/^\/+/, '')}`)?.[1];
}

/**
 * The `srcset` of one of the generated images, or undefined for any other source. Generated artwork ships with the
 * build, its 800 px variant beside it, so the `<img>` can always offer both.
 */
export function responsiveSrcSet(src: string): string | undefined {
  const match = GENERATED_IMAGE.exec(src);
  const fullWidth = match ? RESPONSIVE_MEDIA_FOLDERS.get(match[1]) : undefined;
  if (!fullWidth) return undefined;
  return `${variantPath(src)} ${VARIANT_WIDTH}w, ${src} ${fullWidth}w`;
}

/** One `<source>` of a `<picture>`: a format and its sizes. */
export interface PictureSource {
  type: `image/${(typeof UPLOAD_VARIANT_FORMATS)[number]}`;
  srcSet: string;
}

/**
 * The `<picture>` sources of an uploaded image, AVIF first (smaller, picked by browsers that decode it) then WebP, or
 * undefined for any other source. The variants are made after the upload, so they may not exist yet: the `<img>`
 * inside keeps the original as its `src`, for browsers that take neither type and for the fallback when a variant
 * fails to load.
 */
export function uploadedImageSources(src: string): PictureSource[] | undefined {
  const id = uploadedImageId(src);
  if (!id) return undefined;
  return UPLOAD_VARIANT_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: UPLOAD_VARIANT_WIDTHS.map((width) => `${uploadVariantPath(id, width, format)} ${width}w`).join(', '),
  }));
}
