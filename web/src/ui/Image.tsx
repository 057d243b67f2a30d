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

/** Lazy images start loading once they are within 50 px of the viewport with 10% visible. */
const LAZY_OBSERVER_OPTIONS: IntersectionObserverInit = { rootMargin: '50px', threshold: 0.1 };

type LoadState = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * The site's image: lazy by default, the smallest generated size that fills it, `/placeholder.svg` on error. An image
 * uploaded from the studio is a `<picture>` offering its AVIF and WebP variants; the variants are made after the upload
 * (and not for every file), so when the one picked fails the image falls back to the original, and only when that
 * fails too to the placeholder.
 */
export function Image({ src, alt, priority = false, hero = false, frameClassName, className, sizes = '100vw', ...rest }: ImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<LoadState>(priority ? 'loading' : 'waiting');
  const [variantsFailed, setVariantsFailed] = useState(false);

  useEffect(() => {
    if (state !== 'waiting') return;
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') return setState('loading');
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setState('loading');
        observer.disconnect();
      }
    }, LAZY_OBSERVER_OPTIONS);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [state]);

  const failed = state === 'failed';
  const showSource = state !== 'waiting';
  const sources = showSource && !failed && !variantsFailed ? uploadedImageSources(src) : undefined;
  const srcSet = showSource && !failed ? responsiveSrcSet(src) : undefined;
  // A failed variant leaves the original to try (a new <img> without sources); a failed original, the placeholder.
  const fail = () => (sources ? setVariantsFailed(true) : setState('failed'));

  // A prerendered priority image may finish loading, or fail, before React hydrates and attaches onLoad and onError:
  // a complete image without pixels is a failed one (its variant or, without sources, the original). Checked when
  // loading starts only: after a fallback to the original, the new <img> reports its own outcome through its events.
  useEffect(() => {
    const img = imgRef.current;
    if (state === 'loading' && img?.complete) {
      if (img.naturalWidth > 0) setState('loaded');
      else fail();
    }
  }, [state]);

  const img = (
    <img
      ref={imgRef}
      src={showSource ? (failed ? FALLBACK_IMAGE : src) : undefined}
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
        priority ? undefined : cx('transition-opacity duration-500', state === 'loaded' || failed ? 'opacity-100' : 'opacity-0'),
        className,
      )}
      {...rest}
    />
  );

  return (
    <span ref={frameRef} className={cx('relative block overflow-hidden bg-surface-2', frameClassName)}>
      {/* Under the image (which is positioned after it): a prerendered hero paints over its spinner as soon as its
          pixels arrive, without waiting for the scripts to remove the spinner. */}
      {hero && state === 'loading' && (
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
