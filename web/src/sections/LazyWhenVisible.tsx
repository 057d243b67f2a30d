import { lazy, Suspense, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { useInView } from './useInView';

export type LazyWhenVisibleProps = {
  /** The chunk to load, e.g. `() => import('./Heavy')` default-exporting the component. */
  load: () => Promise<{ default: ComponentType }>;
  /** Shown until the chunk arrives; size it to the final content so nothing shifts. */
  fallback: ReactNode;
  rootMargin?: string;
};

/** Fetches a below-the-fold component's code only when it comes near the viewport (home page JS budget). */
export function LazyWhenVisible({ load, fallback, rootMargin = '600px' }: LazyWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, { rootMargin, once: true });
  const Lazy = useMemo(() => lazy(load), [load]);
  return (
    <div ref={ref}>
      {near ? <Suspense fallback={fallback}>{<Lazy />}</Suspense> : fallback}
    </div>
  );
}
