import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { responsiveSrcSet, uploadedImageSources } from '../../../shared/site/responsive-media';
import { cx } from '../lib/cx';
import { Spinner } from './Spinner';

export const FALLBACK_IMAGE = '/placeholder.svg';

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string;
  /** Required: describe the image, or pass '' for a purely decorative one. */
  alt: string;
  /** Above-the-fold images: loaded at once with high fetch priority instead of waiting for the viewport. */
  priority?: boolean;
  /** Hero images show a spinner while loading and 'Failed to load' when the source fails. */
  hero?: boolean;
  /** Classes of the wrapping box (size and aspect ratio go here); `className` styles the <img>. */
  frameClassName?: string;
  /** The rendered width, for picking among the image's generated sizes (`srcset`); the full viewport by default. */
  sizes?: string;
};

/** `sizes` of the site's recurring layouts (Tailwind's md = 48rem, lg = 64rem), shared with start-up preloads. */
export const IMAGE_SIZES = {
  halfFromMedium: '(min-width: 48rem) 50vw, 100vw',
  halfFromLarge: '(min-width: 64rem) 50vw, 100vw',
  thirdFromMedium: '(min-width: 48rem) 33vw, 100vw',
  thirdFromLarge: '(min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw',
} as const;

/**
 * 'pending' is the prerendered page and its hydration: the image is shown as the browser loads it, so a page read
 * before or without the scripts has its images. Once the app runs, an image still on its way is 'loading'.
 */
type LoadState = 'pending' | 'loading' | 'loaded' | 'failed';

/**
 * The site's image: `src` and `srcset` in the markup from the start, lazy by default (the browser's own
 * `loading="lazy"`), eager with high priority for above-the-fold images, the smallest generated size that fills it,
 * `/placeholder.svg` on error. An image uploaded from the studio is a `<picture>` offering its AVIF and WebP variants;
 * the variants are made after the upload (and not for every file), so when the one picked fails the image falls back
 * to the original, and only when that fails too to the placeholder.
 */
export function Image({ src, alt, priority = false, hero = false, frameClassName, className, sizes = '100vw', ...rest }: ImageProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<LoadState>('pending');
  const [variantsFailed, setVariantsFailed] = useState(false);

  const failed = state === 'failed';
  const sources = !failed && !variantsFailed ? uploadedImageSources(src) : undefined;
  const srcSet = !failed ? responsiveSrcSet(src) : undefined;
  // A failed variant leaves the original to try (a new <img> without sources); a failed original, the placeholder.
  const fail = () => (sources ? setVariantsFailed(true) : setState('failed'));

  // An image may finish loading, or fail, before React hydrates and attaches onLoad and onError: a complete image
  // without pixels is a failed one (its variant or, without sources, the original). One not complete yet (a lazy
  // one below the fold) is loading: it fades in when it arrives. Checked once: after a fallback to the original, the
  // new <img> reports its own outcome through its events.
  useEffect(() => {
    const img = imgRef.current;
    if (!img?.complete) return setState((current) => (current === 'pending' ? 'loading' : current));
    if (img.naturalWidth > 0) setState('loaded');
    else fail();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const img = (
    <img
      ref={imgRef}
      src={failed ? FALLBACK_IMAGE : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onLoad={() => setState((current) => (current === 'failed' ? current : 'loaded'))}
      onError={fail}
      className={cx(
        'relative size-full object-cover',
        // Priority images are visible from the first byte: fading them in would hold the LCP until hydration.
        priority ? undefined : cx('transition-opacity duration-500', state === 'loading' ? 'opacity-0' : 'opacity-100'),
        className,
      )}
      {...rest}
    />
  );

  return (
    <span className={cx('relative block overflow-hidden bg-surface-2', frameClassName)}>
      {/* Under the image (which is positioned after it): a prerendered hero paints over its spinner as soon as its
          pixels arrive, without waiting for the scripts to remove the spinner. */}
      {hero && (state === 'pending' || state === 'loading') && (
        <span className="absolute inset-0 grid place-items-center">
          <Spinner size="lg" />
        </span>
      )}
      {sources ? (
        // `contents`: the <picture> adds no box, so the <img> sizes itself against the frame as a lone <img> does.
        <picture className="contents">
          {sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
      {hero && failed && (
        // On a chip: the placeholder is light in both themes, so muted text straight on it could be unreadable.
        <span role="status" className="absolute inset-0 grid place-items-center">
          <span className="rounded-pill bg-surface px-4 py-2 text-sm font-medium text-ink shadow-card">Failed to load</span>
        </span>
      )}
    </span>
  );
}
