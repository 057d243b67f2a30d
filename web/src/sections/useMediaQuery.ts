import { startTransition, useEffect, useState } from 'react';

/** Whether a media query matches; false during prerendering and until the first effect (then set as a transition). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const MOBILE_QUERY = '(max-width: 767px)';

export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
