import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { responsiveSrcSet } from '../../../shared/site/responsive-media';
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
  /** The rendered width, for picking among the generated artwork's sizes (`srcset`); the full viewport by default. */
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

/** The site's image: lazy by default, the smallest generated size that fills it, `/placeholder.svg` on error. */
export function Image({ src, alt, priority = false, hero = false, frameClassName, className, sizes = '100vw', ...rest }: ImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<LoadState>(priority ? 'loading' : 'waiting');

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

  // A prerendered priority image may finish loading, or fail, before React hydrates and attaches onLoad and onError:
  // a complete image without pixels is a failed one.
  useEffect(() => {
    const img = imgRef.current;
    if (state === 'loading' && img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, [state]);

  const failed = state === 'failed';
  const showSource = state !== 'waiting';
  const srcSet = showSource && !failed ? responsiveSrcSet(src) : undefined;

  return (
    <span ref={frameRef} className={cx('relative block overflow-hidden bg-surface-2', frameClassName)}>
      {/* Under the image (which is positioned after it): a prerendered hero paints over its spinner as soon as its
          pixels arrive, without waiting for the scripts to remove the spinner. */}
      {hero && state === 'loading' && (
        <span className="absolute inset-0 grid place-items-center">
          <Spinner size="lg" />
        </span>
      )}
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
        onError={() => setState('failed')}
        className={cx(
          'relative size-full object-cover',
          // Priority images are visible from the first byte: fading them in would hold the LCP until hydration.
          priority ? undefined : cx('transition-opacity duration-500', state === 'loaded' || failed ? 'opacity-100' : 'opacity-0'),
          className,
        )}
        {...rest}
      />
      {hero && failed && (
        // On a chip: the placeholder is light in both themes, so muted text straight on it could be unreadable.
        <span role="status" className="absolute inset-0 grid place-items-center">
          <span className="rounded-pill bg-surface px-4 py-2 text-sm font-medium text-ink shadow-card">Failed to load</span>
        </span>
      )}
    </span>
  );
}
