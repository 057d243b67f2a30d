import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is within `rootMargin` of the viewport. `once` keeps the answer true after the first hit
 * (lazy loading, typing that starts once); otherwise it follows the element in and out (pausing animations).
 * Always false during prerendering and before the first effect, so server and client render the same markup.
 * What it reveals is never urgent, so changes are transitions (they yield to input and to hydration).
 */
export function useInView(ref: RefObject<Element | null>, { rootMargin = '0px', once = false, threshold = 0 } = {}): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return startTransition(() => setInView(true));
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        startTransition(() => setInView(entry.isIntersecting));
        if (entry.isIntersecting && once) observer.disconnect();
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once, threshold]);
  return inView;
}
