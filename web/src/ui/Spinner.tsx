import { useRef } from 'react';
import { cx } from '../lib/cx';
import { useInView } from '../sections/useInView';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

/**
 * Loading animations run only while on screen (and never in the prerendered markup): placeholders further down a
 * page, waiting for their section to come near, would otherwise keep the browser drawing frames as the page starts.
 */
function useOnScreenAnimation<T extends HTMLElement>(animation: string) {
  const ref = useRef<T>(null);
  return { ref, animation: useInView(ref) ? animation : undefined };
}

/** An indeterminate spinner. `label` is announced (and shown when `showLabel`); pass '' inside a labelled button. */
export function Spinner({ size = 'md', label = 'Loading...', showLabel = false, className }: {
  size?: keyof typeof sizes;
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  const { ref, animation } = useOnScreenAnimation<HTMLSpanElement>('animate-spin');
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex items-center gap-3 text-muted', className)}>
      <span ref={ref} aria-hidden="true" className={cx('rounded-full border-current border-t-transparent', animation, sizes[size])} />
      {label && (showLabel ? <span className="text-sm font-medium">{label}</span> : <span className="sr-only">{label}</span>)}
    </span>
  );
}

/** A shimmering block that stands in for content while it loads. Size it with classes. */
export function Skeleton({ className }: { className?: string }) {
  const { ref, animation } = useOnScreenAnimation<HTMLDivElement>('animate-pulse');
  return <div ref={ref} aria-hidden="true" className={cx('rounded-control bg-surface-2', animation, className)} />;
}
